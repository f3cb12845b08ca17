// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode with the upcoming features we rely on.
let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "AnimationStudio",
    products: [
        .executable(name: "animstudio", targets: ["animstudio"]),
        .library(name: "AnimationCore", targets: ["AnimationCore"]),
        .library(name: "StudioREPL", targets: ["StudioREPL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "AnimationCore",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "StudioREPL",
            dependencies: ["AnimationCore"],
            swiftSettings: sharedSettings
        ),
        .executableTarget(
            name: "animstudio",
            dependencies: ["StudioREPL"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "StudioTestSupport",
            dependencies: ["AnimationCore"],
            path: "Tests/StudioTestSupport",
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "AnimationCoreTests",
            dependencies: [
                "AnimationCore", "StudioTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "StudioREPLTests",
            dependencies: ["StudioREPL", "StudioTestSupport"],
            swiftSettings: sharedSettings
        ),
    ]
)
