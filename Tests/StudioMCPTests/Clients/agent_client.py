"""An agent client for animstudio's MCP tests: the official MCP Python SDK starting the real binary.

Usage: agent_client.py SCENARIO BINARY DATABASE
Each scenario prints what it observed as one JSON document on standard output; the Swift test
(MCPClientTests) asserts the exact values. A protocol failure raises and exits non-zero.
"""

import json
import subprocess
import sys

import anyio
from mcp import ClientSession, Implementation, StdioServerParameters
from mcp.client.stdio import stdio_client


def server(binary, database, *extra):
    return StdioServerParameters(command=binary, args=["--db", database, "mcp", *extra])


def result(call):
    """A tool result as plain data: its text, structured content and error flag."""
    text = "\n".join(block.text for block in call.content if block.type == "text")
    return {"text": text, "structured": call.structured_content, "isError": call.is_error}


async def session_run(binary, database, body, *extra):
    async with stdio_client(server(binary, database, *extra)) as (read, write):
        async with ClientSession(read, write, client_info=Implementation(name="test-agent", version="1.0")) as session:
            init = await session.initialize()
            return await body(session, init)


async def handshake(session, init):
    tools = (await session.list_tools()).tools
    by_name = {tool.name: tool for tool in tools}
    return {
        "protocolVersion": init.protocol_version,
        "server": init.server_info.name,
        "tools": [tool.name for tool in tools],
        "sample": by_name["sample"].input_schema,
        "set": by_name["set"].input_schema,
        "setHints": {
            "readOnly": by_name["set"].annotations.read_only_hint,
            "destructive": by_name["set"].annotations.destructive_hint,
        },
    }


async def tune(session, init):
    steps = {}
    made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
    steps["new"] = made
    shown = result(await session.call_tool("show", {"ref": "bounce@draft"}))
    steps["show"] = shown
    revision = shown["structured"]["revision"]
    changed = result(
        await session.call_tool("set", {"preset": "bounce", "revision": revision, "changes": {"damping": 0.55, "velocity": 0}})
    )
    steps["set"] = changed
    metrics = result(await session.call_tool("metrics", {"curve": "bounce@draft"}))
    steps["metrics"] = metrics["structured"]["data"]["overshoot"]
    committed = result(
        await session.call_tool(
            "commit", {"preset": "bounce", "revision": changed["structured"]["revision"], "message": "less wobble"}
        )
    )
    steps["commit"] = committed
    steps["history"] = result(await session.call_tool("history", {"name": "bounce"}))["structured"]["data"]
    undone = result(
        await session.call_tool("undo", {"preset": "bounce", "revision": committed["structured"]["revision"]})
    )
    steps["undo"] = undone
    steps["export"] = result(await session.call_tool("export", {"ref": "bounce@2", "as": "swiftui"}))["text"]
    listed = await session.list_resources()
    steps["resources"] = [str(resource.uri) for resource in listed.resources]
    read = await session.read_resource("animstudio://presets/bounce@2")
    steps["resource"] = json.loads(read.contents[0].text)["versions"][0]["parameters"]
    return steps


async def stale(session, init):
    made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
    old = made["structured"]["revision"]
    first = result(await session.call_tool("set", {"preset": "bounce", "revision": old, "changes": {"damping": 0.5}}))
    again = result(await session.call_tool("set", {"preset": "bounce", "revision": old, "changes": {"damping": 0.9}}))
    shown = result(await session.call_tool("show", {"ref": "bounce@draft"}))
    return {"first": first, "again": again, "timing": shown["structured"]["data"]["parameters"]["timing"]}


async def errors(session, init):
    out = {}
    out["badValue"] = result(await session.call_tool("sample", {"curve": "cubic(1.2, 0, 0.58, 1)"}))
    out["outOfRange"] = result(await session.call_tool("sample", {"curve": "linear", "samples": 100001}))
    out["unknownArgument"] = result(await session.call_tool("sample", {"curve": "linear", "sample": 3}))
    out["missingPreset"] = result(await session.call_tool("show", {"ref": "nosuch"}))
    out["noFiles"] = result(await session.call_tool("export", {"ref": "nosuch", "output": "/tmp/x"}))
    try:
        await session.call_tool("delete", {"name": "x"})
        out["delete"] = "answered"
    except Exception as error:  # the SDK raises the JSON-RPC error
        out["delete"] = str(error)
    return out


async def hostile(session, init):
    rows = result(await session.call_tool("rows", {"name": "hostile"}))
    return {"rows": rows}


SCENARIOS = {"handshake": handshake, "tune": tune, "stale": stale, "errors": errors, "hostile": hostile}


def raw(binary, database):
    """Bytes the SDK would never send, written to the server's standard input directly."""
    lines = [
        b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}',
        b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
        b"{not json",
        b'[{"jsonrpc":"2.0","id":2,"method":"ping"}]',
        b'{"jsonrpc":"2.0","id":3,"method":"no/such"}',
        b'{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"no-such-tool","arguments":{}}}',
        b'{"jsonrpc":"1.0","id":5,"method":"ping"}',
        b'{"jsonrpc":"2.0","id":"six","method":"ping"}',
        b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"sample","arguments":{"curve":"' + b"x" * (1 << 20) + b'"}}}',
        b'{"jsonrpc":"2.0","id":8,"method":"resources/read","params":{"uri":"animstudio://presets/none@1"}}',
        b'{"jsonrpc":"2.0","id":9,"method":"ping"}',
    ]
    done = subprocess.run(
        [binary, "--db", database, "mcp"], input=b"\n".join(lines) + b"\n", capture_output=True, timeout=60
    )
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    for answer in answers:
        if answer.get("id") == 1:
            answer.pop("result", None)
    return {"status": done.returncode, "answers": answers, "stderr": done.stderr.decode()}


def disconnect(binary, database):
    """A client that sends a write and goes away without reading the answer."""
    shown = subprocess.run(
        [binary, "--db", database, "-c", "show bounce@draft --format json"], capture_output=True, timeout=60
    )
    process = subprocess.Popen(
        [binary, "--db", database, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    revision = sys.argv[4]
    process.stdin.write(
        b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"set","arguments":{"preset":"bounce","revision":"'
        + revision.encode()
        + b'","changes":{"damping":0.7}}}}\n'
    )
    process.stdin.close()
    process.stdout.close()  # gone before the answer
    status = process.wait(timeout=60)
    return {"status": status, "stderr": process.stderr.read().decode(), "before": json.loads(shown.stdout)["parameters"]["timing"]}


def main():
    scenario, binary, database = sys.argv[1], sys.argv[2], sys.argv[3]
    if scenario == "raw":
        observed = raw(binary, database)
    elif scenario == "disconnect":
        observed = disconnect(binary, database)
    else:
        observed = anyio.run(session_run, binary, database, SCENARIOS[scenario])
    print(json.dumps(observed, sort_keys=True, indent=1, ensure_ascii=True))


if __name__ == "__main__":
    main()
