import ArgumentParser
import Foundation

// `--device list` answers before the command's own arguments are checked: `layoutsim render
// --device list` needs no scene or --out to list the devices.
let arguments = CommandLine.arguments.dropFirst()
let asksForList =
    arguments.contains("--device=list")
    || zip(arguments, arguments.dropFirst()).contains { $0 == "--device" && $1 == "list" }
if asksForList {
    print(DeviceOptions.list)
    exit(0)
}

LayoutSim.main()
