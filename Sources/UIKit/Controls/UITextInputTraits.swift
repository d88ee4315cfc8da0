import Foundation

// The text-input traits of text fields and text views. Typed text comes from the computer's
// keyboard, and the on-screen keyboard a window can show is always the light letter keyboard, so
// they are kept for the code that sets them.

/// The keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A URL keyboard.
    case URL
    /// Digits.
    case numberPad
    /// A phone keypad.
    case phonePad
    /// A name and phone keypad.
    case namePhonePad
    /// An e-mail keyboard.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// A Twitter keyboard.
    case twitter
    /// A web search keyboard.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// The title of the return key.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go, Google, Join, Next, Route, Search, Send, Yahoo, Done, Emergency Call, Continue.
    case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When a text input capitalises.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never; words; sentences; every character.
    case none, words, sentences, allCharacters
}

/// Whether a text input corrects spelling.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The default; off; on.
    case `default`, no, yes
}

/// Whether a text input checks spelling.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The default; off; on.
    case `default`, no, yes
}

/// What a text input holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The constant's text.
    public let rawValue: String
    /// Makes a content type.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`; kept: the on-screen keyboard is the light one).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The default; dark; light; alert (as dark).
    case `default`, dark, light
    /// The appearance for alerts.
    public static let alert = UIKeyboardAppearance.dark
}

/// Whether straight quotes become curly ones as the user types (UIKit's `UITextSmartQuotesType`; kept).
public enum UITextSmartQuotesType: Int, Sendable {
    /// The default; off; on.
    case `default`, no, yes
}

/// Whether two hyphens become a dash as the user types (UIKit's `UITextSmartDashesType`; kept).
public enum UITextSmartDashesType: Int, Sendable {
    /// The default; off; on.
    case `default`, no, yes
}

/// Whether spaces are added or removed around pasted words (UIKit's `UITextSmartInsertDeleteType`; kept).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The default; off; on.
    case `default`, no, yes
}
