import QASLanguage

/// JSON from untrusted data, as `JSONDecoder` reads it in a script.
enum JSONFuzzing {
    static func check(_ bytes: [UInt8]) throws {
        guard let value = JSONReader.value(bytes) else { return }
        // What reads, the writer writes and the reader reads back unchanged, in both layouts.
        for pretty in [false, true] {
            var layout = JSONLayout()
            layout.prettyPrinted = pretty
            layout.escapesSlashes = !pretty
            let written = JSONWriter.text(value, layout)
            guard JSONReader.value(Array(written.utf8)) == value else {
                throw FuzzTarget.Violation("JSON did not survive the writer: " + written.prefix(300))
            }
        }
    }
}
