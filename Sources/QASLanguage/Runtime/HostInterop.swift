/// What a host needs to run a script's own classes as the platform would: find
/// the class that plays a role a host names, make one, and call its
/// methods by Swift selector.
extension Runtime {
    /// Classes the program declared that conform to `proto` (directly, through a
    /// superclass or through a refining protocol), by name.
    package func declaredClasses(conformingTo proto: String) -> [ScriptType] {
        types.allTypes.filter { $0.kind == .classType && $0.conforms(to: proto) }.sorted { $0.path < $1.path }
    }

    /// A type the program declares (not Swift's or a library's), by name.
    package func programType(named name: String) -> ScriptType? {
        guard let t = types.types[name], !t.isLibrary else { return nil }
        return t
    }

    /// Whether instances of `type` have a method with exactly this base name and
    /// these argument labels (nil for `_`), as a selector names one.
    package func hasMethod(_ type: ScriptType, _ name: String, labels: [String?]) -> Bool {
        exactMethod(type, name, labels) != nil
    }

    private func exactMethod(_ type: ScriptType, _ name: String, _ labels: [String?]) -> Function? {
        type.methodCandidates(name).first { Array($0.proto.callLabels.dropFirst()) == labels }
    }

    /// `Type()`: an instance made by its initialiser without arguments.
    package func instantiate(_ type: ScriptType) throws -> Value {
        try TypeOperations.construct(self, type, Arguments([]), .native)
    }

    /// Calls the method a selector names on an instance.
    package func callMethod(on value: Value, _ name: String, labels: [String?], _ arguments: [Value]) throws -> Value {
        guard case .instance(let instance) = value, let fn = exactMethod(instance.type, name, labels) else {
            throw RuntimeError("\(value.typeName) has no method \(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: .native)
        }
        return try callMethodFunction(fn, value, Arguments(arguments, labels: labels), at: .native)
    }
}

extension ScriptType {
    /// The type as a value (`SceneDelegate.self`).
    package var value: Value { .type(self) }
}

extension Interpreter {
    /// Lets scripts extend a host object type (`extension Note { … }`): `name`
    /// is the `typeName` its objects report (or `objects` is, when the type is
    /// known by another name too), `members` what implicit `self` finds.
    package func registerHostType(_ name: String, members: [String], objects: String? = nil) {
        declarations.registerHostType(name, members: members)
        runtime.types.hostTypeNames.insert(name)
        if let objects { runtime.types.hostTypeObjects[name] = objects }
    }
}

extension Value {
    /// How many parameters a script function takes; nil for other values.
    package var parameterCount: Int? {
        if case .function(let f) = self { return f.proto.arity }
        return nil
    }
}

extension Runtime {
    /// Whether instances of `type` have a computed property of this name with a setter.
    package func hasSettableProperty(_ type: ScriptType, _ name: String) -> Bool { type.computedProperty(name)?.set != nil }

    /// Whether instances of `type` store a property of this name.
    package func hasStoredProperty(_ type: ScriptType, _ name: String) -> Bool { type.storedIndex[name] != nil }

    /// Reads a property of a script object, as `object.name` would.
    package func property(of object: Value, _ name: String) throws -> Value {
        try Builtins.member(self, object, name, .native)
    }

    /// The class named `name` when it is `base` or inherits from it.
    package func classType(named name: String, inheritingFrom base: String) -> ScriptType? {
        guard let t = types.types[name], t.kind == .classType, let b = types.types[base], t.isSubtype(of: b) else { return nil }
        return t
    }

    /// Sets a property of a script object, as `object.name = value` would.
    package func setProperty(of object: Value, _ name: String, to value: Value) throws {
        try Builtins.setMember(self, object, name, value, .native)
    }
}

/// Files a host gives programs (a sandbox of its own, say).
package protocol HostFiles: AnyObject {
    /// The bytes of the file at `path`; throws when there is none.
    func read(_ path: String) throws -> [UInt8]
    func write(_ path: String, _ bytes: [UInt8]) throws
}
