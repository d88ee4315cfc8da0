import Foundation

extension CGFloat {
    /// The length rounded up to the main screen's pixels, as UIKit rounds self-sized rows and items.
    @MainActor var roundedUpToScreenPixel: CGFloat {
        let scale = UIScreen.main.scale
        return (self * scale).rounded(.up) / scale
    }

    /// The length rounded to the nearest of the main screen's pixels.
    @MainActor var roundedToScreenPixel: CGFloat {
        let scale = UIScreen.main.scale
        return (self * scale).rounded() / scale
    }
}
