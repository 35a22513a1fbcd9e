/// What a program's declarations say their calls give, as far as printing and
/// `try?` need it: which functions, methods, subscripts and computed
/// properties give an Optional, which give nothing, which properties are
/// Optional, and which initialisers are failable. A resolver gathers its own
/// (two run at once on a large program) and adds them to the engine's.
struct DeclaredResults {
    /// By name and labels (`find(named:)`, `subscript`, a computed property's
    /// name): true while every declaration so named gives an Optional.
    var optionalResults: [String: Bool] = [:]
    /// By name and labels: true while every declaration so named returns
    /// nothing (no result type, no `return` of a value).
    var voidResults: [String: Bool] = [:]
    /// Names of properties some type declares `T?`.
    var optionalPropertyNames: Set<String> = []
    /// Functions whose generic parameter defaults to `T.self` (`resolve<T>(_ type:
    /// T.Type = T.self) -> T`): a call that leaves it out takes the type its
    /// result is wanted as.
    var resultTypedCalls: Set<String> = []
    /// The failable initialisers, as `Type(label:)`.
    var failableInitializers: Set<String> = []
    /// By function name: its trailing parameters that default to `#line`,
    /// `#function`… (each label, or nil, and the macro), which a call leaving
    /// them out gets from where it is written; empty when declarations of the
    /// name disagree.
    var callSiteDefaults: [String: [(label: String?, macro: String, position: Int)]] = [:]
    /// By enum case (`name/count`): which associated values every case so named
    /// declares Optional (`case product(id: Int, variant: String?)`).
    var optionalCaseValues: [String: [Bool]] = [:]

    /// Notes an enum case's Optional associated values.
    mutating func noteCase(_ name: String, _ optional: [Bool]) {
        let key = "\(name)/\(optional.count)"
        if let known = optionalCaseValues[key] {
            optionalCaseValues[key] = zip(known, optional).map { $0 && $1 }
        } else {
            optionalCaseValues[key] = optional
        }
    }

    /// Notes a function's parameters that default to `#line`, `#function`….
    mutating func noteCallSiteDefaults(_ name: String, _ params: [(label: String?, macro: String, position: Int)]) {
        if let known = callSiteDefaults[name], known.map(\.macro) != params.map(\.macro) || known.map(\.label) != params.map(\.label)
            || known.map(\.position) != params.map(\.position) {
            callSiteDefaults[name] = []
        } else {
            callSiteDefaults[name] = params
        }
    }

    /// Notes one declaration's result.
    mutating func note(_ key: String, optional: Bool, void: Bool) {
        optionalResults[key] = optional && optionalResults[key] != false
        voidResults[key] = void && voidResults[key] != false
    }

    /// Adds another resolver's findings: a name stays Optional (or Void) only
    /// if it is so in both.
    mutating func merge(_ other: DeclaredResults) {
        for (k, v) in other.optionalResults { optionalResults[k] = v && optionalResults[k] != false }
        for (k, v) in other.callSiteDefaults { noteCallSiteDefaults(k, v) }
        for (k, v) in other.voidResults { voidResults[k] = v && voidResults[k] != false }
        optionalPropertyNames.formUnion(other.optionalPropertyNames)
        failableInitializers.formUnion(other.failableInitializers)
        resultTypedCalls.formUnion(other.resultTypedCalls)
        for (k, flags) in other.optionalCaseValues {
            optionalCaseValues[k] = optionalCaseValues[k].map { zip($0, flags).map { $0 && $1 } } ?? flags
        }
    }

    /// `name(a:_:)`: a call's key.
    static func callKey(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The key of a function with a variadic parameter, which calls of any
    /// number of arguments find.
    static func variadicKey(_ name: String) -> String { name + "(…)" }

    /// Whether a call of `name` with these labels gives an Optional.
    func givesOptional(_ name: String, _ labels: [String?]) -> Bool {
        optionalResults[DeclaredResults.callKey(name, labels)] ?? optionalResults[DeclaredResults.variadicKey(name)] ?? false
    }

    /// Whether a call of `name` with these labels returns nothing.
    func givesNothing(_ name: String, _ labels: [String?]) -> Bool {
        voidResults[DeclaredResults.callKey(name, labels)] ?? voidResults[DeclaredResults.variadicKey(name)] ?? false
    }
}
