import StudioMCP
import StudioREPL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(StudioProgram.run(arguments: Array(CommandLine.arguments.dropFirst()), previews: LivePreviews(), agents: MCPServer()))
