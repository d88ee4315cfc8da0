// The cross-import overlay Swift Testing asks for when a test file imports both `Testing` and a
// module named `UIKit`: the toolchain's Testing.swiftcrossimport lists `_Testing_UIKit` (Apple's
// adds image attachments for UIImage). Without a module of that name, every Swift Testing file
// that imports our UIKit fails with "no such module '_Testing_UIKit'", so the UIKit product ships
// this one. It adds nothing.
