/// Declaration forms a host adds to the language. The language knows one shape,
///
///     word… [name] [(parameters)] [{ label: value; label { … }; statements }]
///
/// and the host says which words introduce a form, what its name and body look
/// like, which fields it has, whether it is hoisted or must be a build-time
/// constant, and what running it does. The forms live with the host; the
/// language stays general.
package struct DeclarationForm {
    /// What follows the form's words.
    package enum NameSyntax {
        case none
        /// A string literal; `constant` forbids interpolation.
        case string(constant: Bool)
        /// An identifier: the form declares a constant of that name when `bindsName`.
        case identifier
        /// A string literal, or one of these bare words (`on launch { … }`).
        case stringOrWord(Set<String>)
    }

    /// What the braces hold.
    package enum BodySyntax {
        /// No braces.
        case none
        /// `{ label: value; label { … } }`, one field a line.
        case fields
        /// Code, run later as a closure: `{ item in … }`.
        case code
    }

    /// A `label: value` line that may appear among the statements of a block field
    /// (`mode: .fast` in a block). Running it calls `lower`.
    package struct InnerField {
        package let name: String
        package let lower: (Value, Runtime) throws -> Void
        package init(name: String, lower: @escaping (Value, Runtime) throws -> Void) {
            self.name = name
            self.lower = lower
        }
    }

    /// One field of a `.fields` body.
    package struct Field {
        package enum Kind {
            /// `label: expression`
            case value
            /// `label { … }`, code made into a function: with the declaration's
            /// parameters as its own, or with `x in` parameters of its own, and the
            /// inner fields its statements may use.
            case block(takesDeclarationParameters: Bool, closureParameters: Bool, inner: [InnerField])
        }
        package let name: String
        package let kind: Kind
        /// The message when the field is missing; nil when it is optional.
        package let required: ((String) -> String)?
        package init(_ name: String, _ kind: Kind = .value, required: ((String) -> String)? = nil) {
            self.name = name
            self.kind = kind
            self.required = required
        }
    }

    /// What the parser says when a form is written wrongly. Each message names the
    /// form as its users know it.
    package struct Messages {
        /// After the words, when the name is missing.
        package var expectedName = "expected a name"
        /// When `NameSyntax.string(constant: true)` meets interpolation.
        package var constantName = "the name must be a constant string"
        /// When the opening brace is missing.
        package var expectedBody = "expected '{'"
        /// When the input ends before the closing brace.
        package var unclosedBody = "expected '}'"
        /// When a field line does not start with a name.
        package var expectedField = "expected a field name"
        package var unknownField: (String) -> String = { "no field '\($0)'" }
        package var duplicateField: (String) -> String = { "the field '\($0)' is given twice" }
        /// When a top-level-only form is nested.
        package var topLevelOnly = "declared at the top level of a file only"
        /// When a constant form's field is computed: the field, and what it does
        /// ("reads 'x', which is run-time state" or "is computed at run time").
        package var notConstant: (String, String) -> String = { "'\($0)' \($1)" }
        package init() {}
    }

    /// Identifies the form to its host; never a name scripts can see.
    package let id: String
    /// The words that introduce it (`["static", "action"]`). They are keywords only
    /// in this position; everywhere else they are ordinary names.
    package let words: [String]
    package var name: NameSyntax = .none
    /// `(a, b = 1, c?)` after the name: required, defaulted and optional parameters.
    package var hasParameters = false
    package var body: BodySyntax = .none
    package var fields: [Field] = []
    /// Only at the top level of a file.
    package var topLevelOnly = false
    /// Runs before every other statement of its file (configuration a host reads
    /// without running the program).
    package var hoisted = false
    /// Field values must be build-time constants: literals, `.name`s, and calls of
    /// `constantFunctions` with constant arguments.
    package var constantFields = false
    package var constantFunctions: Set<String> = []
    /// Declares a constant named by the identifier, holding what `lower` returns.
    package var bindsName = false
    package var messages = Messages()
    /// Runs the declaration when the program reaches it.
    package var lower: (DeclarationValue, Runtime) throws -> Value

    package init(id: String, words: [String], lower: @escaping (DeclarationValue, Runtime) throws -> Value) {
        self.id = id
        self.words = words
        self.lower = lower
    }

    func field(named name: String) -> Field? { fields.first { $0.name == name } }
}

/// The declaration forms an interpreter knows, in the order they were added.
package final class DeclarationRegistry {
    package private(set) var forms: [DeclarationForm] = []
    /// Module names `import Name` accepts besides the language's own (`Foundation`):
    /// the frameworks whose parts the host models.
    package private(set) var modules: Set<String> = []
    /// What `#if` conditions are true of the platform the host models (the
    /// language itself knows none: `os(…)` and `DEBUG` are false without a host).
    package var conditions = CompilationConditions()
    /// Calls that take a log message, whose interpolations may carry options:
    /// a function by its name, a method as `.name`.
    package var logMessageCalls: Set<String> = []
    /// The labels those options may have, in the order errors list them.
    package var logMessageOptions: [String] = []
    /// What the host calls such messages, for errors (`os.Logger`).
    package var logMessageKind = "log"
    package init() {}

    /// Lets `import name` stand for what the host provides of that framework.
    package func registerModule(_ name: String) { modules.insert(name) }

    /// The host's object types a script may extend, with their members (so that
    /// `title` inside `extension Note` means `self.title`).
    package private(set) var hostTypes: [String: [String]] = [:]
    package func registerHostType(_ name: String, members: [String]) { hostTypes[name] = members }

    /// Protocols at most one class of a program may adopt (a role the host names),
    /// with what that class is, for the message.
    package private(set) var singleConformances: [String: String] = [:]
    package func requireSingleConformance(_ proto: String, role: String) { singleConformances[proto] = role }

    /// Adds a form; a later form with the same words replaces an earlier one.
    package func register(_ form: DeclarationForm) {
        forms.removeAll { $0.words == form.words }
        forms.append(form)
        // Longer word lists first, so `a b c` wins over `a b`.
        forms.sort { $0.words.count > $1.words.count }
        formsByFirstWord = Dictionary(grouping: forms) { $0.words.first ?? "" }
    }

    /// The forms by their first word, each list in `forms`' order: the parser asks
    /// for every statement that starts with a name.
    private var formsByFirstWord: [String: [DeclarationForm]] = [:]

    /// The forms whose first word is `word`.
    func forms(startingWith word: String) -> [DeclarationForm] {
        formsByFirstWord[word] ?? []
    }

    package func form(id: String) -> DeclarationForm? { forms.first { $0.id == id } }

    /// Every word that can start a form (for completion and editors).
    package var leadingWords: [String] { Array(Set(forms.compactMap(\.words.first))).sorted() }
}

/// A parameter of a declaration: `a`, `b = 1` or `c?`.
package struct DeclarationParameter {
    package enum Kind { case required, optional, defaulted(Value) }
    package let name: String
    package let kind: Kind
}

/// A parsed declaration.
package final class DeclarationNode {
    package enum Name {
        case none
        case string(Expr)
        case word(String, SourceRange)
    }
    package enum FieldValue {
        case value(Expr)
        case block(FunctionDecl)
    }
    package struct FieldNode {
        package let name: String
        package let range: SourceRange
        package let value: FieldValue
    }
    package struct ParameterNode {
        let decl: VarDecl
        let kind: ParameterKind
    }
    package enum ParameterKind { case required, optional, defaulted(Expr) }

    package let form: DeclarationForm
    package let name: Name
    package let parameters: [ParameterNode]
    package let fields: [FieldNode]
    /// The code of a `.code` body.
    package let body: FunctionDecl?
    /// The constant the declaration binds (`form Name(…)`).
    package let binding: VarDecl?
    package let range: SourceRange
    /// Where the name (or, without one, the first word) is.
    package let nameRange: SourceRange

    init(form: DeclarationForm, name: Name, parameters: [ParameterNode], fields: [FieldNode],
         body: FunctionDecl?, binding: VarDecl?, range: SourceRange, nameRange: SourceRange) {
        self.form = form; self.name = name; self.parameters = parameters; self.fields = fields
        self.body = body; self.binding = binding; self.range = range; self.nameRange = nameRange
    }

    package func walkChildren(_ v: SyntaxVisitor) {
        if case .string(let e) = name { v.visit(e) }
        for p in parameters { if case .defaulted(let e) = p.kind { v.visit(e) } }
        for f in fields {
            switch f.value {
            case .value(let e): v.visit(e)
            case .block(let fn): v.visit(fn)
            }
        }
        if let body { v.visit(body) }
    }
}

/// A declaration as the host's `lower` receives it when it runs.
package struct DeclarationValue {
    package let form: DeclarationForm
    /// The name: a String for string names and bare words; nil without one.
    package let name: String?
    /// The name was a bare word (`on launch`), not a string.
    package let nameIsWord: Bool
    package let parameters: [DeclarationParameter]
    /// Field values in source order; blocks are functions.
    package let fields: [(String, Value)]
    /// The function a `.code` body became.
    package let body: Value?
    package let location: SourceLocation

    package func field(_ name: String) -> Value? { fields.first { $0.0 == name }?.1 }
}
