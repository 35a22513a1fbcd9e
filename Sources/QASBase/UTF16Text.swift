/// UTF-16 code units as text, strictly: a lone surrogate is an error, never a
/// replacement character.
public enum UTF16Text {
    public static func decode(_ units: [UInt16]) -> String? {
        var text = ""
        var iterator = units.makeIterator()
        var parser = Unicode.UTF16.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): text.unicodeScalars.append(Unicode.UTF16.decode(encoded))
            case .emptyInput: return text
            case .error: return nil
            }
        }
    }
}
