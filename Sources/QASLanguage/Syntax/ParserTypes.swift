import QASBase

/// Parsing Swift's type declarations: `struct`, `class`, `enum`, `protocol` and
/// `extension`, with their members and modifiers.
extension Parser {
    /// Words that start a type declaration.
    static let typeKeywords: [String: TypeDecl.Kind] = [
        "struct": .structType, "class": .classType, "enum": .enumType,
        // An actor is a class whose methods callers await: with one thread and
        // every await run then and there, it runs as a class does.
        "actor": .classType,
        "protocol": .protocolType, "extension": .extensionType,
    ]

    /// Modifiers qas accepts before a declaration; most change nothing here.
    static let modifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "final", "static", "class",
        "mutating", "nonmutating", "override", "convenience", "required", "lazy", "weak",
        "unowned", "indirect", "dynamic", "optional", "nonisolated", "package", "prefix", "postfix",
    ]

    /// Swift declarations qas has no form of, with the reason given.
    static let unsupportedDeclarations: [String: String] = [
        "macro": "qas has no 'macro' declarations",
        "operator": "an operator declaration starts with 'infix', 'prefix' or 'postfix' ('infix operator **: MultiplicationPrecedence')",
    ]

    /// Whether the identifier here starts a declaration after modifiers and
    /// attributes: `private func`, `final class`, `@MainActor struct`.
    mutating func startsModifiedDeclaration() -> Bool {
        var i = current
        var sawModifier = false
        while true {
            let t = tokens[i]
            if t.kind == .attribute {
                i += 1
                if tokens.kind(i) == .lParen, tokens.range(i).start == t.range.end { i = skipParens(from: i) }
                sawModifier = true
                continue
            }
            if t.kind == .identifier, Parser.modifiers.contains(t.text),
               !(t.text == "class" && tokens.kind(i + 1) == .identifier && !Parser.modifiers.contains(tokens.text(i + 1))) {
                // `private(set)`
                if tokens.kind(i + 1) == .lParen && tokens.range(i + 1).start == t.range.end {
                    guard let end = modifierArgumentEnd(from: i + 1) else { return false }
                    i = end
                } else { i += 1 }
                sawModifier = true
                continue
            }
            guard sawModifier else { return false }
            switch t.kind {
            case .kLet, .kVar, .kFunc, .kCase: return true
            case .identifier: return Parser.typeKeywords[t.text] != nil || ["init", "deinit", "subscript", "typealias"].contains(t.text)
                || Parser.unsupportedDeclarations[t.text] != nil
            default: return false
            }
        }
    }

    /// The index just past a modifier's one-word argument opening at `i`
    /// (`private(set)`, `unowned(safe)`); nil for anything else in the parentheses.
    mutating func modifierArgumentEnd(from i: Int) -> Int? {
        tokens.kind(i + 1) == .identifier && tokens.kind(i + 2) == .rParen ? i + 3 : nil
    }

    /// The index just past the parenthesised group opening at `i`.
    mutating func skipParens(from i: Int) -> Int {
        var k = i, open = 0
        repeat {
            switch tokens.kind(k) {
            case .lParen: open += 1
            case .rParen: open -= 1
            case .eof: return k
            default: break
            }
            k += 1
        } while open > 0
        return k
    }

    /// Reads attributes and modifiers before a declaration.
    mutating func declarationModifiers() -> Set<String> {
        var found: Set<String> = []
        attributeArguments = [:]
        pendingBuilder = nil
        while true {
            if check(.attribute) {
                let a = advance()
                found.insert("@" + a.text)
                if resultBuilders.contains(a.text) { pendingBuilder = a.text }
                if check(.lParen) && tokens.range(current).start == a.range.end {
                    let end = skipParens(from: current)
                    if end - 1 > current { attributeArguments["@" + a.text] = tokens.range(current + 1).to(tokens.range(end - 2)) }
                    while current < end { skip() }
                }
                continue
            }
            if check(.identifier), Parser.modifiers.contains(tokens.text(current)), !startsTypeDeclaration(), startsModifiedDeclaration() {
                let m = advance()
                found.insert(m.text)
                if check(.lParen) && tokens.range(current).start == m.range.end, let end = modifierArgumentEnd(from: current) {
                    while current < end { skip() }
                }
                continue
            }
            return found
        }
    }

    /// Whether the word here (`actor`, `operator`…) begins a declaration of it:
    /// a name, or for `operator` its symbol, follows on the same line.
    mutating func startsUnsupportedDeclaration() -> Bool {
        let next = tokens[current + 1]
        if next.newlineBefore { return false }
        if next.kind == .identifier { return true }
        return tokens.text(current) == "operator" && Parser.binaryOp(next.kind) != nil || next.kind == .error && tokens.text(current) == "operator"
    }

    /// Whether a type declaration starts here (`struct Name`, `indirect enum`…).
    mutating func startsTypeDeclaration() -> Bool {
        guard check(.identifier), Parser.typeKeywords[tokens.text(current)] != nil else { return false }
        let next = tokens[current + 1]
        return next.kind == .identifier && !next.newlineBefore
    }

    /// A declaration after its modifiers: a type, or a statement-level one.
    mutating func modifiedDeclaration() throws -> Stmt {
        let start = tokens.range(current)
        let first = peek
        // Most change nothing on a type or a statement-level declaration.
        let modifiers = declarationModifiers()
        if modifiers.contains("weak") || modifiers.contains("unowned") {
            // `weak var current: Session?`: the variable does not keep its object.
            guard tokens.kind(current) == .kVar || tokens.kind(current) == .kLet else {
                try fail("'weak' and 'unowned' apply to variables and stored properties", at: first)
            }
            let s = try statement()
            if case .variable(let d, _) = s.kind { d.ownership = modifiers.contains("weak") ? .weak : .unowned }
            return s
        }
        if startsTypeDeclaration() { return try typeDeclaration() }
        if check(.kVar), tokens.kind(current + 1) == .identifier,
           let wrapper = modifiers.first(where: { $0.hasPrefix("@") && propertyWrappers.contains(String($0.dropFirst())) }) {
            return try wrappedLocal(wrapper: String(wrapper.dropFirst()), arguments: attributeArguments[wrapper], start: start)
        }
        if check(.identifier), let why = Parser.unsupportedDeclarations[tokens.text(current)] { try fail(why, at: peek) }
        if tokens.isIdentifier(current, "typealias") { return try typeAlias(start) }
        switch tokens.kind(current) {
        case .kFunc, .kLet, .kVar: return try statement()
        default: try fail("expected a declaration after the modifiers", at: peek)
        }
    }

    /// `typealias Name = Type`: a top-level one was read first (`collectTypeAliases`).
    mutating func typeAlias(_ start: SourceRange) throws -> Stmt {
        skip()
        try consume(.identifier, "expected a name after 'typealias'")
        try skipGenericParameters()
        try consume(.equal, "expected '=' in the type alias")
        _ = try typeRef()
        return Stmt(kind: .block([]), range: start.to(tokens.range(max(0, current - 1))))
    }

    /// `struct Name: Conformances { members }` and the other type forms.
    mutating func typeDeclaration() throws -> Stmt {
        typeDeclarationsParsed += 1
        let typesBefore = typeDeclarationsParsed
        // A top-level type's nodes, its methods' bodies included, are freed
        // together once compiled, before any function's: spans of their own.
        let keyword = advance()
        let kind = Parser.typeKeywords[keyword.text]!
        let name = try consume(.identifier, "expected a name after '\(keyword.text)'")
        var fullName = name.text
        if kind == .extensionType {
            while match(.dot) { fullName += "." + (try consume(.identifier, "expected a type name after '.'")).text }
            // `typealias Cents = Int; extension Cents { … }` extends Int.
            if let target = typeAliasNames[fullName] { fullName = target }
        }
        let decl = TypeDecl(kind: kind, name: fullName, range: keyword.range, nameRange: name.range)
        decl.isActor = keyword.text == "actor"
        if kind != .extensionType { decl.binding = VarDecl(name: name.text, isConstant: true, range: name.range) }
        decl.isGeneric = check(.less)
        decl.genericParameters = try skipGenericParameters()
        // Methods of a generic type (and of its extensions) may name its
        // parameters as values (`T.zero`, `Page<Item>.self`).
        if !decl.genericParameters.isEmpty { genericParametersByType[fullName] = decl.genericParameters }
        let outerTypeGenerics = typeGenericContext
        typeGenericContext = (fullName, kind == .extensionType ? genericParametersByType[fullName] ?? [] : decl.genericParameters)
        defer { typeGenericContext = outerTypeGenerics }
        if match(.colon) {
            repeat {
                let t = try typeRef()
                if case .named(let n, _) = t { decl.inherited.append(n) }
                // `A & B`
            } while match(.comma)
        }
        skipWhereClause()
        try consume(.lBrace, "expected '{' to start the body of \(keyword.text) '\(fullName)'")
        try enter(previous)
        defer { depth -= 1 }
        // In `extension Collection where Element: …`, `Element(x)` and
        // `Element.zero` name the type of self's elements.
        let outerElementBinding = bindsCollectionElement
        bindsCollectionElement = kind == .extensionType && Parser.collectionTypes.contains(fullName)
        defer { bindsCollectionElement = outerElementBinding }
        while !check(.rBrace) {
            if check(.eof) { try fail("expected '}' to close \(keyword.text) '\(fullName)'", at: peek) }
            if match(.semicolon) { continue }
            let memberStart = current
            let level = depth
            do {
                try member(of: decl)
                if !check(.rBrace) && !match(.semicolon) && !tokens.newlineBefore(current) && !check(.eof) {
                    try fail("consecutive declarations on a line must be separated by ';'", at: peek)
                }
            } catch {
                depth = level
                synchronize(from: memberStart)
            }
        }
        skip()
        decl.range = keyword.range.to(tokens.range(max(0, current - 1)))
        // Every type parsed inside is a nested type, or some member declares one.
        decl.membersDeclareTypes = typeDeclarationsParsed - typesBefore != decl.nestedTypeCount
        return Stmt(kind: .typeDecl(decl), range: decl.range)
    }

    /// One member of a type body.
    private mutating func member(of type: TypeDecl) throws {
        let mods = declarationModifiers()
        let isStatic = mods.includes("static") || mods.includes("class")
        let isProtocol = type.kind == .protocolType
        if startsTypeDeclaration() {
            let s = try typeDeclaration()
            if case .typeDecl(let nested) = s.kind { type.nestedTypes.append(nested) }
            return
        }
        let t = peek
        switch t.kind {
        case .kCase:
            guard type.kind == .enumType else { try fail("only an enum has cases", at: t) }
            skip()
            repeat { type.cases.append(try enumCase()) } while match(.comma)
        case .kLet, .kVar:
            skip()
            let first = type.properties.count
            repeat {
                try property(of: type, isLet: t.kind == .kLet, isStatic: isStatic, modifiers: mods, start: t.range)
            } while match(.comma)
            // `var a, b, c: Double`: the names before a type take it too.
            var following: TypeRef? = nil
            for p in type.properties[first...].reversed() {
                if let t = p.type { following = t; continue }
                if p.initial == nil && p.getter == nil { p.type = following } else { following = nil }
            }
        case .kFunc:
            skip()
            let name = try functionName()
            let selfKind: SelfKind = isStatic ? .type
                : type.kind == .classType ? .object
                : mods.includes("mutating") ? .mutableValue : .immutableValue
            let f = try functionRest(name: name.text, start: t.range, selfKind: selfKind, requireBody: !isProtocol)
            if isProtocol {
                type.requirements.append((name.text, true, isStatic, name.range))
                return
            }
            // In an extension the type may be a class; the resolver settles what
            // `self` is once it knows.
            f.selfKind = selfKind
            type.methods.append(MethodDecl(kind: .method, function: f, isStatic: isStatic,
                                           isMutating: mods.includes("mutating"), isOverride: mods.includes("override")))
        case .identifier where t.text == "init":
            skip()
            var failable = false
            if (check(.question) || check(.bang)) && tokens.range(current).start == t.range.end { failable = advance().kind == .question }
            let selfKind: SelfKind = type.kind == .classType ? .object : .mutableValue
            let f = try functionRest(name: "init", start: t.range, selfKind: selfKind, requireBody: !isProtocol)
            f.isFailableInit = failable
            if isProtocol {
                type.requirements.append(("init", true, false, t.range))
                return
            }
            type.methods.append(MethodDecl(kind: .initializer(failable: failable), function: f, isStatic: false,
                                           isMutating: true, isOverride: mods.includes("override")))
        case .identifier where t.text == "deinit":
            skip()
            // Run when the last reference to an instance goes, with `self` the instance.
            let selfDecl = VarDecl(name: "self", isConstant: true, range: t.range)
            selfDecl.selfKind = .object
            let body = try block()
            let f = FunctionDecl(name: "deinit", params: [selfDecl], body: body, range: t.range.to(tokens.range(max(0, current - 1))), isClosure: false)
            f.argumentLabels = [nil]
            f.callLabels = [nil]
            f.defaultValues = [nil]
            f.selfKind = .object
            type.methods.append(MethodDecl(kind: .deinitializer, function: f, isStatic: false, isMutating: false, isOverride: false))
        case .identifier where t.text == "subscript":
            skip()
            let selfKind: SelfKind = isStatic ? .type : type.kind == .classType ? .object : .immutableValue
            // `subscript<Value>(key: Key<Value>) -> Value`: generic parameters change nothing at run time.
            let generics = check(.less) ? try skipGenericParameters() : []
            let p = try parameterList()
            // (What the generic parameters stand for is read off the arguments as declared.)
            let declared = p.decls.map { d in
                let copy = VarDecl(name: d.name, isConstant: true, range: d.range)
                copy.annotation = d.annotation
                return copy
            }
            // A parameter of a generic parameter's type takes any index (chosen among
            // subscripts as an unannotated one is).
            for d in p.decls { if case .named(let n, let args)? = d.annotation, args.isEmpty, generics.contains(n) { d.annotation = nil } }
            try consume(.arrow, "expected '->' and the element type of the subscript")
            let elementType = try typeRef()
            skipWhereClause()
            if isProtocol {
                if check(.lBrace) { _ = try block() }
                return
            }
            let (getter, setter, _, _) = try accessors(name: "subscript", start: t.range, selfKind: selfKind, parameters: p, valueType: elementType,
                                                       generics: (generics, declared))
            guard let getter else { try fail("a subscript needs a body", at: t) }
            getter.returnType = elementType
            type.methods.append(MethodDecl(kind: .subscriptGetter, function: getter, isStatic: isStatic,
                                           isMutating: false, isOverride: false))
            if let setter {
                type.methods.append(MethodDecl(kind: .subscriptSetter, function: setter, isStatic: isStatic,
                                               isMutating: true, isOverride: false))
            }
        case .identifier where t.text == "typealias" || t.text == "associatedtype":
            skip()
            let name = try consume(.identifier, "expected a name after '\(t.text)'")
            if t.text == "associatedtype", type.kind == .protocolType { type.associatedTypes.append(name.text) }
            if t.text == "typealias", check(.less) { _ = try skipGenericParameters() }
            if match(.colon) { _ = try typeRef() }
            if match(.equal) {
                let aliased = try typeRef()
                if t.text == "typealias", type.kind != .protocolType {
                    // `typealias Response = User` in `GetMe`: `GetMe.Response` (and
                    // `E.Response` for a generic `E` standing for it) is that type.
                    let p = PropertyDecl(name: name.text, isLet: true, isStatic: true, range: name.range)
                    p.initial = Parser.metatypeExpr(aliased, at: name.range)
                    type.properties.append(p)
                }
            }
            // `associatedtype Iterator: IteratorProtocol where Iterator.Element == Item`: to the line's end.
            if tokens.isIdentifier(current, "where") {
                while !check(.eof) && !check(.rBrace) && !tokens.newlineBefore(current) && !check(.semicolon) { skip() }
            }
        case .identifier where Parser.unsupportedDeclarations[t.text] != nil:
            try fail(Parser.unsupportedDeclarations[t.text]!, at: t)
        default:
            try fail("expected a declaration in \(type.kind.rawValue) '\(type.name)': 'var', 'let', 'func', 'init'\(type.kind == .enumType ? ", 'case'" : "") or a nested type", at: t)
        }
    }

    /// `name`, `name = raw`, `name(Int, label: String)`.
    private mutating func enumCase() throws -> EnumCaseDecl {
        let name = try consume(.identifier, "expected a case name")
        var associated: [String?]? = nil
        var optional: [Bool] = []
        var converting: [TypeRef?] = []
        var payloadTypes: [TypeRef] = []
        var defaults: [Value?] = []
        if check(.lParen) {
            skip()
            var labels: [String?] = []
            while !check(.rParen) {
                let label = elementLabel()
                let type = try typeRef()
                if case .optional = type { optional.append(true) } else { optional.append(false) }
                payloadTypes.append(type)
                // (A type of the program's too: it may be made from a literal.)
                var declared: TypeRef? = type.mayConvert ? type : nil
                if declared == nil, case .named(let n, _) = type.unwrapped, TypeRegistry.builtinNames[n] == nil { declared = type }
                converting.append(declared)
                var fallback: Value? = nil
                if match(.equal) {
                    let given = try expression()
                    switch given.kind {
                    case .literal(let v): fallback = try type.mayConvert ? type.conform(v) : v
                    case .array(let items) where items.isEmpty: fallback = .array(ArrayObj([]))
                    case .dictionary(let pairs) where pairs.isEmpty: fallback = .dictionary(OrderedDictionary())
                    default: try fail("qas takes only a literal as an associated value's default (nil, a number, a string, [] or [:])", at: previous)
                    }
                }
                defaults.append(fallback)
                labels.append(label)
                if !match(.comma) { break }
            }
            try consume(.rParen, "expected ')' after the associated values")
            associated = labels
        }
        var raw: Expr? = nil
        if match(.equal) { raw = try expression() }
        return EnumCaseDecl(name: name.text, rawValue: raw, associated: associated, optionalValues: optional,
                            convertingTypes: converting, payloadTypes: payloadTypes, defaults: defaults,
                            range: name.range.to(tokens.range(max(0, current - 1))))
    }

    /// A stored or computed property (the `let`/`var` is read).
    private mutating func property(of type: TypeDecl, isLet: Bool, isStatic: Bool, modifiers: Set<String>,
                                   start: SourceRange) throws {
        if check(.lParen) { return try tupleProperties(of: type, isLet: isLet, isStatic: isStatic) }
        let name = try consume(.identifier, "expected a property name")
        if !isStatic, type.kind == .structType || type.kind == .classType,
           let wrapper = modifiers.first(where: { $0.hasPrefix("@") && propertyWrappers.contains(String($0.dropFirst())) }) {
            return try wrappedProperty(name, of: type, wrapper: String(wrapper.dropFirst()), arguments: attributeArguments[wrapper])
        }
        let p = PropertyDecl(name: name.text, isLet: isLet, isStatic: isStatic, range: name.range)
        p.isLazy = modifiers.includes("lazy")
        p.ownership = modifiers.includes("weak") ? .weak : modifiers.includes("unowned") ? .unowned : .strong
        p.isOverride = modifiers.includes("override")
        if match(.colon) { p.type = try typeRef() }
        if match(.equal) {
            let valueStart = current
            p.initial = Parser.typed(try expression(), p.type)
            // `var tags = [String]()`: the property is of the collection type made
            // (which decoding needs), though the value is an empty literal.
            var emptyLiteral = false
            switch p.initial?.kind {
            case .array(let items)?: emptyLiteral = items.isEmpty
            case .dictionary(let pairs)?: emptyLiteral = pairs.isEmpty
            default: break
            }
            // (Only what the parser made of `[T]()`: not `[]` or `[:]` as written.)
            if p.type == nil, emptyLiteral, tokens.kind(valueStart) == .lBracket, tokens.kind(valueStart + 1) == .identifier,
               tokens.kind(current - 1) == .rParen, let end = current as Int? {
                current = valueStart
                if let t = try? typeRef(), check(.lParen), checkNext(.rParen), current + 2 == end { p.type = t }
                current = end
            }
        }
        let selfKind: SelfKind = isStatic ? .type : type.kind == .classType ? .object : .immutableValue
        if check(.lBrace) && !tokens.newlineBefore(current) || check(.lBrace) && p.initial == nil {
            if type.kind == .protocolType {
                // `{ get }`, `{ get set }`
                skip()
                while !check(.rBrace) && !check(.eof) { skip() }
                try consume(.rBrace, "expected '}'")
                type.requirements.append((name.text, false, isStatic, name.range))
                return
            }
            let (getter, setter, willSet, didSet) = try accessors(name: name.text, start: start, selfKind: selfKind, parameters: nil,
                                                                  valueType: p.type)
            p.getter = getter
            // What the getter returns is of the property's type (`0` in a `Double` is `0.0`).
            getter?.returnType = p.type
            p.setter = setter
            p.willSet = willSet
            p.didSet = didSet
            if getter != nil && p.initial != nil { try fail("a computed property cannot have an initial value", at: name) }
        } else if type.kind == .protocolType {
            type.requirements.append((name.text, false, isStatic, name.range))
            return
        }
        if isLet && p.getter != nil { try fail("'let' properties cannot be computed; use 'var'", at: name) }
        if type.kind == .extensionType && p.getter == nil && !isStatic {
            try fail("extensions must not contain stored properties", at: name)
        }
        if type.kind == .enumType && p.getter == nil && !isStatic {
            try fail("enums must not contain stored properties", at: name)
        }
        type.properties.append(p)
    }

    /// `@Clamped(0...10) var level: Int = 5`: Swift's property wrapper, as the
    /// members Swift makes of it — the wrapper stored as `_level`, `level`
    /// reading and writing its `wrappedValue`, `$level` its `projectedValue` —
    /// and `__wrap_level`, which the memberwise initialiser and a first
    /// assignment in an initialiser make the wrapper with.
    private mutating func wrappedProperty(_ name: Token, of type: TypeDecl, wrapper: String, arguments: SourceRange?) throws {
        func text(_ r: SourceRange) -> String { String(decoding: source.bytes[r.start..<r.end], as: UTF8.self) }
        var typeText = ""
        if match(.colon) {
            let from = tokens.range(current)
            _ = try typeRef()
            typeText = ": " + text(from.to(previous.range))
        }
        var valueText: String?
        if match(.equal) {
            let from = tokens.range(current)
            _ = try expression()
            valueText = text(from.to(previous.range))
        }
        if check(.lBrace) && !tokens.newlineBefore(current) {
            try fail("a property with a wrapper ('@\(wrapper)') cannot have accessors or observers", at: name)
        }
        let extra = arguments.map { ", " + text($0) } ?? ""
        let n = name.text
        let storage = valueText.map { " = \(wrapper)(wrappedValue: \($0)\(extra))" } ?? ""
        let generated = """
            struct __Wrapped {
                var _\(n): \(wrapper)\(storage)
                var \(n)\(typeText) {
                    get { _\(n).wrappedValue }
                    set { if __unset(_\(n)) { _\(n) = Self.__wrap_\(n)(newValue) } else { _\(n).wrappedValue = newValue } }
                }
                var $\(n): Any { _\(n).projectedValue }
                static func __wrap_\(n)(_ value: Any) -> \(wrapper) { \(wrapper)(wrappedValue: value\(extra)) }
            }
            """
        var sub = Parser(source: Source(name: source.name, text: generated))
        sub.propertyWrappers = []
        guard case .typeDecl(let made)? = (try? sub.typeDeclaration())?.kind, sub.diagnostics.isEmpty else {
            let why = sub.diagnostics.first.map { ": \($0.message)" } ?? ""
            try fail("qas cannot read the property wrapper '@\(wrapper)' of '\(n)'\(why)", at: name)
        }
        if type.kind == .classType {
            // A class's accessors change the object, not a value: `self` is the object.
            for p in made.properties { for f in [p.getter, p.setter].compactMap({ $0 }) { f.selfKind = .object; f.params.first?.selfKind = .object } }
        }
        type.properties += made.properties
        type.methods += made.methods
    }

    /// `@Clamped(0...10) var level: Int = 3` in a function: the wrapper stored in
    /// `_level`, and later uses of `level` and `$level` read through it.
    private mutating func wrappedLocal(wrapper: String, arguments: SourceRange?, start: SourceRange) throws -> Stmt {
        skip()
        let name = try consume(.identifier, "expected a variable name")
        if match(.colon) { _ = try typeRef() }
        guard match(.equal) else { try fail("a local variable with a wrapper ('@\(wrapper)') needs an initial value", at: name) }
        let value = try expression()
        var args = [Argument(label: "wrappedValue", value: value)]
        if let arguments {
            // The attribute's own arguments, read where they are written.
            var sub = Parser(source: source, start: arguments.start, end: arguments.end)
            sub.propertyWrappers = propertyWrappers
            args += try sub.arguments(closing: .eof)
            if let d = sub.diagnostics.first { try fail(d.message, at: name) }
        }
        let storage = VarDecl(name: "_" + name.text, isConstant: false, range: name.range)
        let make = Expr(kind: .call(Expr(kind: .name(wrapper, NameRef()), range: start), args), range: start.to(previous.range))
        wrappedLocals[name.text] = ("_" + name.text, "wrappedValue")
        wrappedLocals["$" + name.text] = ("_" + name.text, "projectedValue")
        return Stmt(kind: .variable(storage, make), range: start.to(previous.range))
    }

    /// `var (x, y): (Int, Int)` or `var (x, y) = (0, 0)`: one stored property
    /// per name, typed by the tuple type's elements and set from the tuple literal's.
    private mutating func tupleProperties(of type: TypeDecl, isLet: Bool, isStatic: Bool) throws {
        let open = try consume(.lParen, "expected '('")
        var names: [Token] = []
        repeat { names.append(try consume(.identifier, "expected a property name")) } while match(.comma)
        try consume(.rParen, "expected ')' after the property names")
        var types: [TypeRef?] = Array(repeating: nil, count: names.count)
        if match(.colon) {
            guard case .tuple(let ts, _) = try typeRef(), ts.count == names.count else {
                try fail("the type of (\(names.map(\.text).joined(separator: ", "))) must be a tuple of \(names.count) types", at: open)
            }
            types = ts
        }
        var initials: [Expr?] = Array(repeating: nil, count: names.count)
        if match(.equal) {
            let value = try expression()
            guard case .tuple(let items, _) = value.kind, items.count == names.count else {
                try fail("qas sets (\(names.map(\.text).joined(separator: ", "))) only from a tuple literal of \(names.count) values", at: open)
            }
            initials = items
        }
        guard type.kind != .extensionType || isStatic, type.kind != .enumType || isStatic else {
            try fail("\(type.kind == .enumType ? "enums" : "extensions") must not contain stored properties", at: open)
        }
        for (k, n) in names.enumerated() {
            let p = PropertyDecl(name: n.text, isLet: isLet, isStatic: isStatic, range: n.range)
            p.type = types[k]
            p.initial = initials[k].map { Parser.typed($0, types[k]) }
            type.properties.append(p)
        }
    }

    /// `{ get { } set(v) { } }`, `{ willSet { } didSet { } }` or `{ statements }`
    /// (a getter alone). Returns getter, setter, willSet, didSet.
    mutating func accessors(name: String, start: SourceRange, selfKind: SelfKind,
                                    parameters: Parameters?, valueType: TypeRef? = nil,
                                    generics: (names: [String], parameters: [VarDecl]) = ([], [])) throws -> (FunctionDecl?, FunctionDecl?, FunctionDecl?, FunctionDecl?) {
        let open = try consume(.lBrace, "expected '{'")
        let accessorWords: Set<String> = ["get", "set", "willSet", "didSet"]
        var i = current
        while tokens.kind(i) == .attribute || (tokens.kind(i) == .identifier && ["mutating", "nonmutating"].contains(tokens.text(i))) { i += 1 }
        let explicit = tokens.kind(i) == .identifier && accessorWords.contains(tokens.text(i))
            && [.lBrace, .lParen, .rBrace, .identifier].contains(tokens.kind(i + 1))
        func make(_ fname: String, _ extra: [VarDecl], _ body: [Stmt], _ kind: SelfKind) -> FunctionDecl {
            let selfDecl = VarDecl(name: "self", isConstant: kind != .mutableValue, range: start)
            selfDecl.selfKind = kind
            var params = [selfDecl]
            params += parameters?.decls.map { p in
                let d = VarDecl(name: p.name, isConstant: true, range: p.range)
                d.annotation = p.annotation
                d.isVariadic = p.isVariadic
                return d
            } ?? []
            params += extra
            let f = FunctionDecl(name: fname, params: params, body: body, range: open.range.to(tokens.range(max(0, current - 1))), isClosure: false)
            f.isAccessor = true
            f.argumentLabels = Array(repeating: nil, count: params.count)
            f.callLabels = Array(repeating: nil, count: params.count)
            if name == "subscript", let labels = parameters?.labels, labels.contains(where: { $0 != nil }) {
                // `subscript(row y: Int)` is called `grid[row: 2]`: only a label
                // written apart from the name is one, as in Swift.
                for (i, l) in labels.enumerated() where i + 1 < params.count { f.argumentLabels[i + 1] = l; f.callLabels[i + 1] = l }
            }
            // `subscript(index: Int, fallback: String = "black")`: its defaults (a setter's value has none).
            f.defaultValues = [nil] + (parameters?.defaults ?? []) + Array(repeating: nil, count: extra.count)
            f.defaultValues += Array(repeating: nil, count: max(0, params.count - f.defaultValues.count))
            f.selfKind = kind
            return f
        }
        let bindsElement = bindsCollectionElement && selfKind != .type
        // `subscript<V>(key: Key<V>) -> V`: `V(…)` in a body reads V off the key.
        func bindGenerics(_ body: inout [Stmt], from bodyStart: Int, hasResult: Bool) {
            guard !generics.names.isEmpty else { return }
            var defaults: [Expr?] = Array(repeating: nil, count: generics.parameters.count)
            bindGenericParameters(generics.names, generics.parameters, &defaults, &body, from: bodyStart, hasResult: hasResult)
        }
        let builder = pendingBuilder
        pendingBuilder = nil
        guard explicit else {
            let bodyStart = current
            var body = try statementsToBrace("expected '}' to close the getter of '\(name)'")
            // `@ListBuilder var items: [String] { "a"; "b" }`.
            if let builder { body = Parser.builderBody(body, builder: builder, outermost: true, range: start) }
            bindGenerics(&body, from: bodyStart, hasResult: true)
            if bindsElement { bindCollectionElement(&body, from: bodyStart, hasResult: true) }
            return (make(name, [], body, selfKind), nil, nil, nil)
        }
        var getter: FunctionDecl?, setter: FunctionDecl?, willSet: FunctionDecl?, didSet: FunctionDecl?
        while !check(.rBrace) {
            if check(.eof) { try fail("expected '}' to close the accessors of '\(name)'", at: peek) }
            if match(.semicolon) { continue }
            var mutatingSetter = selfKind == .immutableValue, mutatingGetter = false
            while check(.attribute) || tokens.isIdentifier(current, "mutating") || tokens.isIdentifier(current, "nonmutating") {
                let word = advance().text
                if word == "nonmutating" { mutatingSetter = false }
                if word == "mutating", selfKind == .immutableValue { mutatingGetter = true }
            }
            let word = try consume(.identifier, "expected 'get', 'set', 'willSet' or 'didSet'")
            guard accessorWords.contains(word.text) else { try fail("expected 'get', 'set', 'willSet' or 'didSet', not '\(word.text)'", at: word) }
            var parameterName = word.text == "didSet" ? "oldValue" : "newValue"
            if match(.lParen) {
                parameterName = try consume(.identifier, "expected a name for the new value").text
                try consume(.rParen, "expected ')'")
            }
            skipEffects()
            let bodyStart = current
            var body = check(.lBrace) ? try block() : []
            bindGenerics(&body, from: bodyStart, hasResult: word.text == "get")
            if bindsElement { bindCollectionElement(&body, from: bodyStart, hasResult: word.text == "get") }
            let valueParam = VarDecl(name: parameterName, isConstant: true, range: word.range)
            // `newValue` (and `oldValue`) are of the property's type: a `T?` one is an Optional.
            valueParam.annotation = valueType
            let accessorSelf: SelfKind = mutatingSetter ? .mutableValue : selfKind
            switch word.text {
            case "get":
                if let builder { body = Parser.builderBody(body, builder: builder, outermost: true, range: start) }
                getter = make(name, [], body, mutatingGetter ? .mutableValue : selfKind)
            case "set": setter = make(name, [valueParam], body, accessorSelf)
            case "willSet": willSet = make(name, [valueParam], body, accessorSelf)
            default: didSet = make(name, [valueParam], body, accessorSelf)
            }
        }
        skip()
        if setter != nil && getter == nil { try fail("a property with a setter needs a getter", at: open) }
        return (getter, setter, willSet, didSet)
    }
}

private extension Set<String> {
    /// Whether a declaration's modifiers include `m`. Most members have none, and
    /// an empty set answers without hashing `m`.
    func includes(_ m: String) -> Bool { !isEmpty && contains(m) }
}
