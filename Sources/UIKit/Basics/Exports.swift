// UIKit on iOS brings Foundation with it (`CGFloat`, `CGRect`, `Date`, `DispatchQueue`...), so
// `import UIKit` does here too. Layout's own names stay out of sight: UIKit code sees UIKit's.
@_exported import Foundation
