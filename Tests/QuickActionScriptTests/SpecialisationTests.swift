import Foundation
import Testing
import QuickActionScript
import QASLanguage

/// The compiler's specialisations (`Compile/Specialised/Specialisations.swift`):
/// every rule still fires on the programs the project keeps, so none is dead
/// code, and generic-only mode asks for none.
@Suite("Specialisations")
struct SpecialisationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The goldens, the examples and the benchmark programs.
    static func programs() -> [String] {
        var paths: [String] = []
        for folder in ["Tests/Golden", "Scripts/examples", "Scripts/bench/programs"] {
            let base = root.appendingPathComponent(folder).path
            for file in FileManager.default.enumerator(atPath: base)?.compactMap({ $0 as? String }) ?? []
            where file.hasSuffix(".qas") || file.hasSuffix(".swift") {
                paths.append(base + "/" + file)
            }
        }
        return paths.sorted()
    }

    /// Compiles every program (nothing runs); the sites each rule compiled.
    static func counts(specialising: Bool) throws -> SpecialisationCounts {
        var total = SpecialisationCounts()
        for path in programs() {
            let session = try AppSession()
            session.engine.specialises = specialising
            let text = try String(contentsOfFile: path, encoding: .utf8)
            _ = try session.engine.check(text, name: path, directory: (path as NSString).deletingLastPathComponent)
            total.add(session.engine.specialisationCounts)
        }
        return total
    }

    @Test func everyRuleFiresAndGenericOnlyModeAsksForNone() throws {
        let fired = try SpecialisationTests.counts(specialising: true)
        for rule in Specialisation.allCases {
            #expect(fired[rule] > 0, "\(rule.name) compiled no site of any golden, example or benchmark")
        }
        let generic = try SpecialisationTests.counts(specialising: false)
        for rule in Specialisation.allCases {
            #expect(generic[rule] == 0, "\(rule.name) fired \(generic[rule]) times in generic-only mode")
        }
    }
}
