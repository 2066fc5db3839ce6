/// When the on-screen keyboard turns Shift on by itself. Raw values are Apple's.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}

/// Whether autocorrection is on. Raw values are Apple's.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spell checking is on. Raw values are Apple's.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether straight quotes become typographic ones. Raw values are Apple's.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether two hyphens become a dash. Raw values are Apple's.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spaces are added or removed around pasted words. Raw values are Apple's.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}
