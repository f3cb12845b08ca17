import Foundation
import StudioTestSupport
import Testing

/// `library package --module NAME` refuses a name that would hide a module the generated package
/// imports or every app uses (a package module named `SwiftUI` ignores its own `import SwiftUI`;
/// swiftc refuses `Swift` outright), and pushes nothing. The real binary on a real bare repository.
@Suite struct PackageModuleNameTests {
    @Test func aModuleNamedAfterOneThePackageUsesIsRefused() throws {
        let studio = try TemporaryStudio("package-module")
        let remote = studio.path("team.git")
        let made = try TimedProcess("git", ["init", "--quiet", "--bare", "--initial-branch=main", remote], timeout: 30)
        #expect(made.status == 0)
        let library = studio.path("library")
        let setUp = try studio.run(
            "new bounce from move-up-bounce; library init \(remote) --author Ana --into \(library); library push -m first"
        )
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let commits = { try TimedProcess("git", ["-C", remote, "rev-list", "--count", "main"], timeout: 30).stdout }
        let before = try commits()
        let taken =
            "(Swift, Foundation, SwiftUI, UIKit, QuartzCore, XCTest, Darwin, Glibc, Musl, PackageDescription)"
        for module in ["Swift", "SwiftUI", "UIKit", "XCTest"] {
            let refused = try studio.run("library package --module \(module)")
            #expect(refused.status == 1)
            #expect(
                refused.stderr
                    == "error: module name “\(module)” would hide a module the package and its apps use \(taken); give another, such as \(module)Motion\n"
            )
        }
        #expect(try commits() == before)
        #expect(try studio.run("library package --module SwiftUIMotion").status == 0)
        #expect(try commits() != before)
    }
}
