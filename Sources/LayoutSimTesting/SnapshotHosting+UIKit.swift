import Layout
import UIKit

// UIKit screens snapshot as Layout ones do: a `UIViewController` or `UIView` is hosted through the
// Layout controller or view it stands for, kept alive while the snapshot is made.
//
//     assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone15))

extension UIViewController: SnapshotHosting {
    /// Its view's window, or a new window with this controller as its root.
    public func withSnapshotWindow<R>(size: Size?, _ body: (Window) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try layoutController.withSnapshotWindow(size: size, body) }
    }

    /// A window on the device with this controller as its root.
    public func withSnapshotWindow<R>(device: Device, orientation: Orientation, _ body: (Window) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try layoutController.withSnapshotWindow(device: device, orientation: orientation, body) }
    }
}

extension UIView: SnapshotHosting {
    /// Its window, or a window the size of the view (or of what its constraints give).
    public func withSnapshotWindow<R>(size: Size?, _ body: (Window) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try layoutView.withSnapshotWindow(size: size, body) }
    }

    /// A window on the device whose root view holds this view pinned to its edges.
    public func withSnapshotWindow<R>(device: Device, orientation: Orientation, _ body: (Window) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try layoutView.withSnapshotWindow(device: device, orientation: orientation, body) }
    }
}
