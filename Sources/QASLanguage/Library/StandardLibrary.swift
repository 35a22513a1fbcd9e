/// The global functions every program has: `print`, conversions and a few helpers.
enum StandardLibrary {
    /// `String(decoding: bytes, as: UTF8.self)` (or `UTF16.self`): invalid
    /// sequences become U+FFFD, as in Swift.
    static func decoding(_ units: Value, _ codec: Value) throws -> Value {
        guard case .native(let c) = codec, c.name == "UTF8" || c.name == "UTF16" else {
            throw NativeError("String(decoding:as:) takes UTF8.self or UTF16.self")
        }
        let values = try Builtins.elements(units, SourceLocation.native)
        func unit(_ v: Value) throws -> UInt64 {
            switch v {
            case .int(let i) where i >= 0: return UInt64(i)
            case .object(let s as SizedInteger): return s.bits
            default: throw NativeError("String(decoding:as:) needs code units, not \(v.typeName)")
            }
        }
        if c.name == "UTF8" { return .string(String(decoding: try values.map { UInt8(truncatingIfNeeded: try unit($0)) }, as: UTF8.self)) }
        return .string(String(decoding: try values.map { UInt16(truncatingIfNeeded: try unit($0)) }, as: UTF16.self))
    }

    /// What a generic parameter stands for, read off an argument (see
    /// `Parser.bindGenericParameters`): a value's type, an array's elements'
    /// type, or the type passed; with nothing to read it from, a stand-in that
    /// fails when used.
    static func genericType(_ args: Arguments, _ rt: Runtime) throws -> Value {
        let name = args.count > 0 ? args[args.count - 1].description : "T"
        func unknown(_ why: String) -> Value { .object(UnknownGenericType(name: name, why: why)) }
        guard args.count == 3 else {
            // The type the call's result is wanted as, when the call site knows it.
            if let expected = rt.expectedType { rt.expectedType = nil; return expected }
            return unknown("no argument gives it")
        }
        func typeOf(_ v: Value) -> Value? {
            switch v {
            case .instance(let i): return .type(i.type)
            case .type, .native: return nil
            case .cell(let c): return typeOf(c.value)
            default: return rt.types.builtinTypeValues[v.typeName]
            }
        }
        let path = args[1].description
        if path == "type" {
            if case .native(let f) = args[0], rt.types.builtinTypeValues[f.name] != nil { return args[0] }
            if case .type = args[0] { return args[0] }
            // `[Int].self`, `Box<Int>.self`.
            if case .object(let m as MetatypeValue) = args[0] { return .object(m) }
            return unknown("the type passed is not one qas knows")
        }
        if path.hasPrefix("typeArgument "), let k = Int(path.dropFirst("typeArgument ".count)) {
            // `Key<V>`: what the value's type's own parameter stands for.
            var v = args[0]
            if case .cell(let c) = v { v = c.value }
            guard case .instance(let i) = v, k < i.type.genericParameters.count else {
                return unknown(v.isNil ? "the argument is nil" : "the argument's type is not one qas knows")
            }
            return try typeParameter(v, i.type.genericParameters[k], rt)
        }
        // Down the path (`element element` for `[[T]]`) to the first value there is.
        var values = [args[0]]
        for step in path.split(separator: " ") where step != "value" {
            var next: [Value] = []
            for v in values {
                var v = v
                if case .cell(let c) = v { v = c.value }
                switch (step, v) {
                case ("element", .array(let a)): next += a.items
                case ("dictionaryValue", .dictionary(let d)): next += d.pairs.map(\.1)
                case ("dictionaryKey", .dictionary(let d)): next += d.pairs.map(\.0)
                case ("element", .instance), ("element", .object), ("element", .set), ("element", .range), ("element", .closedRange):
                    // A slice, a set, a range or a script sequence: its first elements.
                    if let items = try? Builtins.lazyIterator(v, rt, SourceLocation.native) {
                        while next.count < 64, let x = try items.next() { next.append(x) }
                    }
                default: break
                }
                if next.count > 64 { break }
            }
            values = next
        }
        guard let first = values.first(where: { !$0.isNil }) else {
            return unknown(path == "value" ? "the argument is nil" : "the collection is empty")
        }
        return typeOf(first) ?? unknown("the argument's type is not one qas knows")
    }

    /// What a generic type's parameter stands for in a method of a value of
    /// the type: read off the first stored property declared with it that holds
    /// a value (`Double` for a `Matrix<T>` whose `data: [T]` holds 1.5).
    static func typeParameter(_ v: Value, _ name: String, _ rt: Runtime) throws -> Value {
        var v = v
        if case .cell(let c) = v { v = c.value }
        guard case .instance(let i) = v, !i.isEnumCase else {
            return .object(UnknownGenericType(name: name, why: "the value has no stored properties to read it from"))
        }
        let values = i.fields
        var last: Value? = nil
        for (k, declared) in i.type.storedDeclaredTypes.enumerated() where k < values.count {
            guard let declared, let path = Parser.genericPath(to: name, in: declared) else { continue }
            let r = try genericType(Arguments([values[k], .string(path), .string(name)]), rt)
            if case .object(let o) = r, o is UnknownGenericType { last = r; continue }
            return r
        }
        return last ?? .object(UnknownGenericType(name: name, why: "no stored property of \(i.type.name) holds a value of it"))
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array; of a
    /// sized integer type, its values of that type.
    static func strideValues(_ args: Arguments) throws -> Value {
        if args.count == 3, let kind = (args[0].sizedInteger ?? args[1].sizedInteger)?.kind {
            let ints = try (0..<3).map { k in args[k].sizedInteger == nil ? args[k] : try SizedIntegers.int(Arguments([args[k]])) }
            guard case .array(let values) = try strideValues(Arguments(ints, labels: args.labels)) else { return .array([]) }
            return .array(try values.items.map { v in
                guard case .int(let i) = v, let s = SizedInteger(kind, fitting: i) else { throw NativeError("stride: \(v) does not fit in \(kind.rawValue)") }
                return .object(s)
            })
        }
        // stride(from:to:by:) stops before the end; stride(from:through:by:) may reach it.
        guard let from = args.labeled("from"), let by = args.labeled("by"),
              let end = args.labeled("to") ?? args.labeled("through") else {
            throw NativeError("use stride(from:to:by:) or stride(from:through:by:)")
        }
        let through = args.labeled("through") != nil
        switch (from, end, by) {
        case (.int(let f), .int(let e), .int(let b)):
            guard b != 0 else { throw NativeError("stride needs a non-zero step") }
            // How many values, computed so that no step can overflow.
            let distance = e.subtractingReportingOverflow(f)
            var count = 0
            if !distance.overflow && (distance.partialValue == 0 || (distance.partialValue > 0) == (b > 0)) {
                let steps = distance.partialValue / b
                count = steps + (through && distance.partialValue % b == 0 ? 1 : (distance.partialValue % b == 0 ? 0 : 1))
            } else if distance.overflow && (e > f) == (b > 0) {
                count = Int.max
            }
            if count > 1 << 22 {
                // Too many to hold (`stride(from: 3, to: Int.max, by: 2).lazy`):
                // counted as they are read, as Swift's StrideTo is.
                return .object(ScriptSequence(through ? "StrideThrough<Int>" : "StrideTo<Int>") { _ in
                    var x = f, left = count
                    return ValueIterator {
                        guard left > 0 else { return nil }
                        defer { left -= 1; x = x.addingReportingOverflow(b).partialValue }
                        return .int(x)
                    }
                })
            }
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: count), at: nil)
            var out: [Value] = []
            out.reserveCapacity(count)
            var x = f
            for _ in 0..<count {
                out.append(.int(x))
                x = x.addingReportingOverflow(b).partialValue
            }
            return .array(out)
        default:
            if Floats.isFloat(from) || Floats.isFloat(end) || Floats.isFloat(by) {
                // Of Floats: Float's own stride, so each value is Swift's.
                guard let f = Floats.operand(from), let e = Floats.operand(end), let b = Floats.operand(by) else {
                    throw NativeError("stride needs numbers")
                }
                guard b != 0, b.isFinite, f.isFinite, e.isFinite else { throw NativeError("stride needs finite bounds and a finite, non-zero step") }
                let estimate = ((e - f) / b).rounded(.up) + 1
                try MemoryGuard.allow(estimate < 1e15 ? MemoryGuard.bytes(forValues: max(0, Int(estimate))) : Int.max, at: nil)
                return .array(through ? stride(from: f, through: e, by: b).map(Floats.value) : stride(from: f, to: e, by: b).map(Floats.value))
            }
            func number(_ v: Value) throws -> Double {
                switch v {
                case .int(let i): return Double(i)
                case .double(let d): return d
                default: throw NativeError("stride needs numbers, not \(v.typeName)")
                }
            }
            let (f, e, b) = (try number(from), try number(end), try number(by))
            guard b != 0, b.isFinite else { throw NativeError("stride needs a finite, non-zero step") }
            guard f.isFinite, e.isFinite else { throw NativeError("stride needs finite bounds") }
            let estimate = ((e - f) / b).rounded(.up) + 1
            try MemoryGuard.allow(estimate < 1e15 ? MemoryGuard.bytes(forValues: max(0, Int(estimate))) : Int.max, at: nil)
            return .array(through ? stride(from: f, through: e, by: b).map { .double($0) } : stride(from: f, to: e, by: b).map { .double($0) })
        }
    }

    static func install(in interpreter: Interpreter) {
        interpreter.define("$castTo", .native(NativeFunction("$castTo", arity: 4...4) { args, rt in
            // `x as? T`, `x as! T`, `x is T` with `T` a generic parameter.
            let name = args[3].description
            let r = try Compiler.cast(rt, args[0], toTypeValue: args[1], name, SourceLocation.native)
            switch args[2].description {
            case "is": return .bool(r != nil)
            case "forced":
                guard let r else { throw NativeError("could not cast value of type '\(args[0].typeName)' to '\(name)'", kind: .fatalError) }
                return r
            default: return r ?? .null
            }
        }))
        interpreter.define("$typeParameter", .native(NativeFunction("$typeParameter", arity: 2...2) { args, rt in
            try typeParameter(args[0], args[1].description, rt)
        }))
        interpreter.define("$genericType", .native(NativeFunction("$genericType", arity: 1...3) { args, rt in
            try genericType(args, rt)
        }))
        for codec in ["UTF8", "UTF16"] {
            // Named only as `String(decoding:as:)`'s codec (`UTF8.self`).
            interpreter.define(codec, .native(NativeFunction(codec, arity: 0...0) { _, _ in
                throw NativeError("\(codec) is a codec: pass \(codec).self to String(decoding:as:)")
            }))
        }
        interpreter.define("print", .native(NativeFunction("print") { args, rt in
            var separator = " ", terminator = "\n"
            var items: [String] = []
            for (v, label) in zip(args.values, args.labels) {
                switch label {
                case "separator"?: separator = try rt.describe(v)
                case "terminator"?: terminator = try rt.describe(v)
                case nil: items.append(try rt.describe(v))
                case let other?: throw NativeError("print has no parameter named '\(other)'")
                }
            }
            rt.output(items.joined(separator: separator) + terminator)
            rt.printed?()
            return .null
        }))
        interpreter.define("String", .native(NativeFunction("String") { args, rt in
            if args.labels == ["repeating", "count"] { return try NumericLibrary.repeating(args[0], args[1]) }
            if args.labels == ["decoding", "as"] { return try StandardLibrary.decoding(args[0], args[1]) }
            if args.labels == ["format", "arguments"], case .string(let f) = args[0], case .array(let list) = args[1] {
                // `String(format: f, arguments: [a, b])`: the array's values are the arguments.
                return .string(try NumericLibrary.format(f, list.items))
            }
            if args.labels.first == "format", case .string(let f) = args[0] {
                return .string(try NumericLibrary.format(f, Array(args.values.dropFirst())))
            }
            if args.count >= 2, args.labels[1] == "radix" {
                let upper = args.count == 3 && args.labels[2] == "uppercase" && args[2] == .bool(true)
                return try Builtins.string(args[0], radix: args[1], uppercase: upper)
            }
            if args.count == 0 { return .string("") }
            // A labelled initialiser a host adds (`String(label: value, other: …)`).
            if let label = args.labels[0], args.count > 1, let made = rt.hostStringInitializers[label] { return try made(args, rt) }
            guard args.count == 1 else { throw NativeError("'String' expects 1 argument but was given \(args.count)") }
            if let d = args.labeled("describing") { return .string(try rt.describe(d)) }
            // `String(["a", "b"])`: characters made into a string (`String(chars[3...])` too).
            var argument = args[0]
            if case .object(let s as ArraySliceObject) = argument { argument = ArraySlices.array(s) }
            if args.labels[0] == nil, case .array(let chars) = argument, chars.isEmpty { return .string("") }
            if args.labels[0] == nil, case .array(let chars) = argument,
               chars.allSatisfy({ if case .string(let c) = $0 { return c.count == 1 }; return false }) {
                return .string(chars.map(\.description).joined())
            }
            // `String(text.unicodeScalars.filter(set.contains))`: a filtered scalar view.
            if args.labels[0] == nil, case .array(let scalars) = argument,
               scalars.allSatisfy({ if case .object(let o) = $0 { return o is UnicodeScalarValue }; return false }) {
                return .string(scalars.map(\.description).joined())
            }
            if let d = args.labeled("reflecting") {
                let s = d.debugDescription
                _ = try rt.describe(.null)   // reports a failed debugDescription
                return .string(s)
            }
            if let label = args.labels[0], let made = rt.hostStringInitializers[label] { return try made(args, rt) }
            if let label = args.labels[0] { throw NativeError("String has no initializer with the label '\(label):'") }
            return .string(try rt.describe(args[0]))
        }))
        interpreter.define("Int", .native(NativeFunction("Int", arity: 1...2) { args, _ in
            if args.count == 2 {
                guard args.labels[1] == "radix" else { throw NativeError("Int(_:radix:) takes a radix as its second argument") }
                return try Builtins.int(args[0], radix: args[1])
            }
            // `Int(truncatingIfNeeded: x)`, `Int(bitPattern: u)`, `Int(exactly: d)`…, and `Int(byte)`.
            if args.labels[0] != nil || args[0].sizedInteger != nil { return try SizedIntegers.int(args) }
            switch args[0] {
            case .int: return args[0]
            case .double(let d):
                guard d.isFinite, d > -9.3e18, d < 9.3e18, let i = Int(exactly: d.rounded(.towardZero)) else {
                    throw NativeError("Double value \(d) cannot be converted to Int")
                }
                return .int(i)
            case .string(let s): return Int(s).map { .int($0) } ?? .null
            case .bool(let b): return .int(b ? 1 : 0)
            case .object(let f as FloatNumber):
                guard f.value.isFinite, let i = Int(exactly: f.value.rounded(.towardZero)) else {
                    throw NativeError("Float value \(f.value) cannot be converted to Int")
                }
                return .int(i)
            default: throw NativeError("cannot convert a value of type \(args[0].typeName) to Int")
            }
        }))
        interpreter.define("Double", .native(NativeFunction("Double", numeric: .toDouble) { x in
            switch x {
            case .int(let i): return .double(Double(i))
            case .double: return x
            case .string(let s): return Double(s).map { .double($0) } ?? .null
            case .object(let s as SizedInteger): return .double(s.kind.isSigned ? Double(Int64(bitPattern: s.bits)) : Double(s.bits))
            case .object(let f as FloatNumber): return .double(Double(f.value))
            default: throw NativeError("cannot convert a value of type \(x.typeName) to Double")
            }
        }))
        interpreter.define("Float", .native(NativeFunction("Float", arity: 1...1) { args, _ in try Floats.make(args) }))
        interpreter.define("Bool", .native(NativeFunction("Bool", arity: 1...1) { args, _ in
            switch args[0] {
            case .bool: return args[0]
            case .string(let s): return s == "true" ? .bool(true) : s == "false" ? .bool(false) : .null
            default: throw NativeError("cannot convert a value of type \(args[0].typeName) to Bool")
            }
        }))
        interpreter.define("AnyIterator", .native(NativeFunction("AnyIterator", arity: 1...1) { args, rt in
            // `AnyIterator { … }` calls the closure for each element; `AnyIterator(it)` wraps an iterator.
            let site = SourceLocation.native
            if args[0].isCallable {
                let next = args[0]
                return .object(ScriptIterator {
                    let v = try rt.call(next, [], at: site)
                    return v.isNil ? nil : v
                })
            }
            return .object(ScriptIterator(try Builtins.iterator(of: args[0], rt, site)))
        }))
        interpreter.define("AnySequence", .native(NativeFunction("AnySequence", arity: 1...1) { args, rt in
            // `AnySequence { makeIterator }` or `AnySequence(sequence)`.
            let site = SourceLocation.native
            let source = args[0]
            return .object(ScriptSequence("AnySequence") { rt in
                if source.isCallable { return try Builtins.iterator(of: try rt.call(source, [], at: site), rt, site) }
                if let items = try Builtins.scriptIterator(rt, source, site) { return items }
                return try Builtins.lazyIterator(source, rt, site)
            })
        }))
        interpreter.define("sequence", .native(NativeFunction("sequence", arity: 2...2) { args, rt in
            // `sequence(first: 1) { $0 * 2 }`: the first value, then each from the one before until nil.
            if args.labels.first == "state" {
                // `sequence(state: s) { state in … }`: each element from the closure,
                // which changes the state it is given inout, until nil.
                let initial = args[0], next = args[1]
                return .object(ScriptSequence("UnfoldSequence") { rt in
                    let state = InoutArgument(initial, origin: nil)
                    var finished = false
                    return ValueIterator {
                        guard !finished else { return nil }
                        state.taken = false
                        let v = try rt.call(next, [.object(state)], at: SourceLocation.native)
                        if !state.taken { throw NativeError("sequence(state:next:) needs a closure literal that takes the state inout") }
                        if v.isNil { finished = true; return nil }
                        return v
                    }
                })
            }
            guard args.labels.first == "first" else {
                throw NativeError("sequence takes first:next: or state:next:")
            }
            let first = args[0], next = args[1]
            return .object(ScriptSequence("UnfoldSequence") { rt in
                var current: Value? = first.isNil ? nil : first
                return ValueIterator {
                    guard let v = current else { return nil }
                    let following = try rt.call(next, argument: v, at: SourceLocation.native)
                    current = following.isNil ? nil : following
                    return v
                }
            })
        }))
        // A capture list's `weak`/`unowned` entries (made by the parser; the
        // names cannot be written in a program).
        interpreter.define("$buildExpression", .native(NativeFunction("buildExpression", arity: 2...2) { args, rt in
            try ResultBuilding.expression(rt, args[0], args[1])
        }))
        interpreter.define("$buildBlock", .native(NativeFunction("buildBlock", arity: 3...3) { args, rt in
            try ResultBuilding.block(rt, args[0], args[1], outermost: args[2] == .bool(true))
        }))
        interpreter.define("$weak", .native(NativeFunction("weak", arity: 1...1) { args, _ in WeakReference.store(args[0], .weak) }))
        interpreter.define("$unowned", .native(NativeFunction("unowned", arity: 1...1) { args, _ in WeakReference.store(args[0], .unowned) }))
        interpreter.define("$load", .native(NativeFunction("load", arity: 2...2) { args, _ in
            try WeakReference.load(args[0], args[1].description, SourceLocation.native)
        }))
        interpreter.define("Substring", .native(NativeFunction("Substring", arity: 1...1) { args, _ in
            // A slice of a string is a string in qas.
            guard case .string = args[0] else { throw NativeError("Substring(_:) needs a String, not \(args[0].typeName)") }
            return args[0]
        }))
        interpreter.define("Character", .native(NativeFunction("Character", arity: 1...1) { args, _ in
            // A character is a one-character string; a scalar makes one too.
            switch args[0] {
            case .string(let s) where s.count == 1: return args[0]
            case .object(let o as UnicodeScalarValue): return .string(String(o.scalar))
            default: throw NativeError("Character(_:) needs one character or a Unicode.Scalar, not \(args[0].debugDescription)")
            }
        }))
        let makeScalar = NativeFunction("Unicode.Scalar", arity: 1...1) { args, _ in
            // `Unicode.Scalar(65)` may fail (nil); `Unicode.Scalar("a")` is the literal's.
            switch args[0] {
            case .int(let n):
                guard n >= 0, n <= 0x10FFFF, let u = Unicode.Scalar(UInt32(n)) else { return .null }
                return .object(UnicodeScalarValue(u))
            case .object(let s as SizedInteger):
                // From a UInt8 it cannot fail; from a wider type it may (nil).
                if s.kind == .uint8 { return .object(UnicodeScalarValue(Unicode.Scalar(UInt8(s.bits)))) }
                guard case .nonNegative(let n) = s.wide, n <= 0x10FFFF, let u = Unicode.Scalar(UInt32(n)) else { return .null }
                return .object(UnicodeScalarValue(u))
            case .string(let s) where s.unicodeScalars.count == 1:
                return .object(UnicodeScalarValue(s.unicodeScalars.first!))
            default:
                throw NativeError("Unicode.Scalar(_:) needs a code point or one scalar, not \(args[0].debugDescription)")
            }
        }
        interpreter.define("UnicodeScalar", .native(makeScalar))
        interpreter.define("Unicode", .object(UnicodeNamespace(scalar: makeScalar)))
        interpreter.define("Optional", .native(NativeFunction("Optional", arity: 1...1) { args, _ in
            // qas keeps no wrapper: the value itself (print shows `Optional(…)`).
            args[0]
        }))
        interpreter.define("withExtendedLifetime", .native(NativeFunction("withExtendedLifetime", arity: 2...2) { args, rt in
            // The value lives until the body returns: qas frees nothing early.
            if case .function(let f) = args[1], f.proto.arity == 0 { return try rt.call(args[1], [], at: SourceLocation.native) }
            return try rt.call(args[1], argument: args[0], at: SourceLocation.native)
        }))
        interpreter.define("swap", .native(NativeFunction("swap", arity: 2...2) { args, rt in
            guard case .object(let a) = args[0], case .object(let b) = args[1],
                  let first = a as? InoutArgument, let second = b as? InoutArgument else {
                throw NativeError("swap(_:_:) takes two variables passed with '&': swap(&a, &b)")
            }
            let x = first.take(rt), y = second.take(rt)
            first.value = y
            second.value = x
            return .null
        }))
        interpreter.define("abs", .native(NativeFunction("abs", arity: 1...1) { args, _ in
            switch args[0] {
            case .int(let i):
                guard i != .min else { throw NativeError("integer overflow: abs(\(i)) does not fit in Int") }
                return .int(Swift.abs(i))
            case .double(let d): return .double(Swift.abs(d))
            case .object(let f as FloatNumber): return Floats.value(Swift.abs(f.value))
            case .object(let d as DecimalNumber): return Decimals.value(d.value.magnitude)
            case .object(let s as SizedInteger):
                guard s.kind.isSigned else { return args[0] }
                return s.wide < .nonNegative(0) ? try SizedIntegers.negate(s, nil) : args[0]
            default: throw NativeError("abs needs a number, not \(args[0].typeName)")
            }
        }))
        for (name, pick) in [("min", -1), ("max", 1)] {
            interpreter.define(name, .native(NativeFunction(name, arity: 1...Int.max) { args, rt in
                var values = args.values
                if values.count == 1, case .array(let a) = values[0] { values = a.items }
                guard var best = values.first else { return .null }
                // `max(price, 5)` with an ExpressibleByIntegerLiteral price: 5 is one.
                if let sample = values.first(where: { if case .instance = $0 { return true }; return false }) {
                    values = try values.map { try TypeOperations.literal(rt, $0, like: sample, SourceLocation.native) ?? $0 }
                    best = values[0]
                }
                for v in values.dropFirst() {
                    if case .instance = v {
                        // A script type's own `<`: min keeps the first of equals and
                        // max the last, as Swift's do.
                        let less = try Compiler.compareValues(rt, .less, v, best, SourceLocation.native)
                        if pick < 0 ? less : !less { best = v }
                        continue
                    }
                    let o = try Operators.ordering(v, best, .less, nil)
                    if o * pick > 0 { best = v }
                }
                // `max(1.5, 2)`: Swift makes every literal a Double (an Int and a
                // Double variable could not be given together).
                if case .int(let n) = best, values.contains(where: { if case .double = $0 { return true }; return false }) { return .double(Double(n)) }
                return best
            }))
        }
        // Natives get the runtime as an argument: capturing the interpreter here
        // would keep it (and the engine around it) alive forever.
        interpreter.define("Dictionary", .native(NativeFunction("Dictionary", arity: 0...2) { args, rt in
            try Builtins.makeDictionary(args, rt)
        }))
        // `Range` and `ClosedRange` as names: their extensions' static members
        // (`ClosedRange.normalized(a, b)`), and `Range(uncheckedBounds:)`.
        for name in ["Range", "ClosedRange"] {
            interpreter.define(name, .native(NativeFunction("Range", arity: 1...1) { args, _ in
                guard args.labels[0] == "uncheckedBounds", case .tuple(let t) = args[0], t.items.count == 2,
                      case .int(let lo) = t.items[0], case .int(let hi) = t.items[1] else {
                    if case .range = args[0], name == "Range" { return args[0] }
                    if case .closedRange = args[0], name == "ClosedRange" { return args[0] }
                    throw NativeError("\(name) is made with '..<' or '...' (or \(name)(uncheckedBounds: (lower, upper)) of Ints)")
                }
                return name == "Range" ? .range(lo, hi) : .closedRange(lo, hi + 1)
            }))
        }
        interpreter.define("Set", .native(NativeFunction("Set", arity: 0...1) { args, rt in
            guard args.count == 1 else { return Builtins.makeSet([]) }
            if case .set = args[0] { return args[0] }
            if case .object(let o) = args[0], let items = try o.iterator(in: rt) { return Builtins.makeSet(try items.all()) }
            return Builtins.makeSet(try Builtins.elements(args[0], SourceLocation.native))
        }))
        interpreter.define("Array", .native(NativeFunction("Array", arity: 0...2) { args, rt in
            if args.labels == ["repeating", "count"] { return try Builtins.repeated(args[0], args[1]) }
            guard args.count == 1 else { return .array([]) }
            if case .object(let o) = args[0], let items = try o.iterator(in: rt) { return .array(try items.all()) }
            if let items = try Builtins.scriptIterator(rt, args[0], SourceLocation.native) { return .array(try items.all()) }
            switch args[0] {
            case .array, .range, .closedRange, .string, .dictionary, .set, .cell:
                return .array(try Builtins.elements(args[0], SourceLocation.native))
            default:
                throw NativeError("cannot make an Array from a value of type \(args[0].typeName)")
            }
        }))
        // `ArraySlice(xs)`: all the elements, indexed from 0 as an array is.
        if let array = interpreter.value(of: "Array") { interpreter.define("ArraySlice", array) }
        interpreter.define("Mirror", .native(NativeFunction("Mirror", arity: 1...1) { args, rt in
            guard args.labels[0] == "reflecting" else { throw NativeError("Mirror takes (reflecting:)") }
            return .object(try MirrorValue(args[0], in: rt))
        }))
        // `readLine()`: the next line of standard input, nil at its end (an Optional).
        interpreter.declareOptionalResult("readLine", labels: [])
        interpreter.declareOptionalResult("readLine", labels: ["strippingNewline"])
        interpreter.define("readLine", .native(NativeFunction("readLine", arity: 0...1) { args, _ in
            var strip = true
            if args.count == 1 {
                guard args.labels[0] == "strippingNewline", case .bool(let b) = args[0] else { throw NativeError("readLine takes (strippingNewline: Bool)") }
                strip = b
            }
            return Swift.readLine(strippingNewline: strip).map(Value.string) ?? .null
        }))
        // `Float64(x)` and `Float32(x)`: Swift's other names for Double and Float.
        if let double = interpreter.value(of: "Double") { interpreter.define("Float64", double) }
        if let float = interpreter.value(of: "Float") { interpreter.define("Float32", float) }
        // `repeatElement("-", count: 3)`: the element that many times.
        // Whether a property wrapper's storage is not made yet (see `Parser.wrappedProperty`).
        interpreter.define("__unset", .native(NativeFunction("__unset", arity: 1...1) { args, _ in
            if case .null = args[0] { return .bool(true) }
            return .bool(false)
        }))
        // `Any.self`, and `[String: Any].self` made of it: a cast to it always succeeds.
        interpreter.define("Any", .object(MetatypeValue(.builtin("Any"))))
        // `[Item].self`, `[String: Int].self` (see `Parser.collectionMetatype`).
        interpreter.define("__arrayType", .native(NativeFunction("__arrayType", arity: 1...1) { args, _ in
            guard let e = CodingTarget.of(args[0]) else { throw NativeError("'[\(args[0])].self' names no type qas knows") }
            return .object(MetatypeValue(.array(e)))
        }))
        interpreter.define("__optionalType", .native(NativeFunction("__optionalType", arity: 1...1) { args, _ in
            guard let w = CodingTarget.of(args[0]) else { throw NativeError("'\(args[0])?.self' names no type qas knows") }
            return .object(MetatypeValue(.optional(w)))
        }))
        // `Box<Int>.self`: the generic type with its arguments (see `Parser.metatypeExpr`).
        interpreter.define("__genericType", .native(NativeFunction("__genericType") { args, _ in
            // `Set<Int>.self`: a set of that element type.
            if args.count == 2, case .native(let f) = args[0], f.name == "Set", let e = CodingTarget.of(args[1]) {
                return .object(MetatypeValue(.set(e)))
            }
            guard args.count >= 1, case .type(let t) = args[0] else { return args.count >= 1 ? args[0] : .null }
            let made = args.values.dropFirst().compactMap(CodingTarget.of)
            guard made.count == args.count - 1 else { throw NativeError("'\(t.name)<…>.self' has an argument qas does not know as a type") }
            return .object(MetatypeValue(.generic(t, made)))
        }))
        interpreter.define("__dictionaryType", .native(NativeFunction("__dictionaryType", arity: 2...2) { args, _ in
            guard let k = CodingTarget.of(args[0]), let v = CodingTarget.of(args[1]) else {
                throw NativeError("'[\(args[0]): \(args[1])].self' names no type qas knows")
            }
            return .object(MetatypeValue(.dictionary(k, v)))
        }))
        interpreter.define("repeatElement", .native(NativeFunction("repeatElement", arity: 2...2) { args, _ in
            try Builtins.repeated(args[0], args[1])
        }))
        // `ObjectIdentifier(object)`, `ObjectIdentifier(Type.self)`: identity as a hashable value.
        interpreter.define("ObjectIdentifier", .native(NativeFunction("ObjectIdentifier", arity: 1...1) { args, rt in
            switch args[0] {
            case .instance(let i) where i.type.kind == .classType: return .object(ObjectIdentity(i))
            case .type(let t): return .object(ObjectIdentity(t))
            // A built-in type (`Int.self`): the one value that stands for it.
            case .native(let f): return .object(ObjectIdentity(rt.types.builtinTypeValues[f.name].flatMap { v -> AnyObject? in
                if case .native(let same) = v { return same }
                return nil
            } ?? f))
            case .object(let o): return .object(ObjectIdentity(o))
            default: throw NativeError("ObjectIdentifier needs a class instance or a type, not \(args[0].typeName)")
            }
        }))
        interpreter.define("zip", .native(NativeFunction("zip", arity: 2...2) { args, rt in
            // Read a pair at a time, so one side may be endless (`zip(names, 1...)`).
            let site = SourceLocation.native
            func mayBeEndless(_ v: Value) -> Bool {
                switch v {
                case .instance, .object: return v.sizedInteger == nil
                case .cell(let c): return mayBeEndless(c.value)
                default: return false
                }
            }
            if mayBeEndless(args[0]) && mayBeEndless(args[1]) {
                // Two sequences that may both be endless (`zip(Cycle(…), Cycle(…))`):
                // a sequence read as it is used, as Swift's Zip2Sequence is.
                let (first, second) = (args[0], args[1])
                return .object(ScriptSequence("Zip2Sequence") { rt in
                    let a = try Builtins.lazyIterator(first, rt, site), b = try Builtins.lazyIterator(second, rt, site)
                    return ValueIterator {
                        guard let x = try a.next(), let y = try b.next() else { return nil }
                        return .tuple(Tuple([x, y]))
                    }
                })
            }
            let a = try Builtins.lazyIterator(args[0], rt, site), b = try Builtins.lazyIterator(args[1], rt, site)
            var pairs: [Value] = []
            while let x = try a.next(), let y = try b.next() {
                if pairs.count & 1023 == 1023 { try rt.memory.allow(MemoryGuard.bytes(forValues: 1024 * 3), at: site) }
                pairs.append(.tuple(Tuple([x, y])))
            }
            return .array(pairs)
        }))
        // `pattern ~= value`: what a `case pattern:` tests — a range holds the
        // value; anything else equals it.
        interpreter.define("~=", .native(NativeFunction("~=", arity: 2...2) { args, rt in
            if case .range(let lo, let hi) = args[0].halfOpen, case .int(let v) = args[1] { return .bool(v >= lo && v < hi) }
            if case .range = args[0].halfOpen {
                return try Builtins.callMethod(rt, args[0], "contains", Arguments([args[1]]), SourceLocation.native)
            }
            if case .object(let r as BoundedRange) = args[0] { return .bool(try r.contains(args[1], rt)) }
            return .bool(args[0] == args[1])
        }))
        interpreter.define("stride", .native(NativeFunction("stride", arity: 3...3) { args, _ in try strideValues(args) }))
        // `withoutActuallyEscaping(f, do: { g in … })`: closures here do not
        // escape or not; the body gets the closure itself.
        interpreter.define("withoutActuallyEscaping", .native(NativeFunction("withoutActuallyEscaping", arity: 2...2) { args, rt in
            guard args.labels[1] == "do" || args.labels[1] == nil else { throw NativeError("withoutActuallyEscaping takes (_:do:)") }
            return try rt.call(args[1], [args[0]])
        }))
        interpreter.define("type", .native(NativeFunction("type", arity: 1...1) { args, rt in
            // Swift's `type(of:)` names generic types in full (`Array<Int>`); qas's
            // own `type(x)` gives the bare name scripts compare with (`"Array"`).
            guard args.labels.first == "of" else { return .string(args[0].typeName) }
            // A non-generic type is the metatype value itself: `type(of: x) == Foo.self`,
            // and inside a collection it prints qualified (`main.Foo`, `Swift.Int`).
            if case .instance(let i) = args[0], !i.type.isGeneric { return .type(i.type) }
            if let name = args[0].knownSwiftTypeName, !name.contains("<"), !name.contains("("),
               let value = rt.types.builtinTypeValues[name] { return value }
            // A generic struct's or class's value names its arguments when its properties show them.
            if case .instance(let i) = args[0], i.type.isGeneric, let named = args[0].qualifiedSwiftTypeName(false) {
                return .string(named)
            }
            guard let name = args[0].knownSwiftTypeName else {
                let v = args[0]
                let what: String
                switch v {
                case .function, .native: what = "a function's parameter and result types"
                case .null: what = "the type an Optional wraps"
                case .string, .array: what = "whether text is a String or a Substring"
                default: what = "its type arguments (\(v.typeName)<…>)"
                }
                throw NativeError("type(of:) cannot name the type of this \(v.typeName): qas does not keep \(what) at run time (not supported)")
            }
            return .string(name)
        }))
        // What stops a Swift program: a trap no `catch` takes (`.fatalError`).
        // `assert` and `assertionFailure` check as in a debug build, which is
        // how `swiftc` builds by default.
        func stop(_ kind: String, _ message: Value?) -> NativeError {
            let text = message.map { $0.description } ?? ""
            return NativeError(text.isEmpty ? kind : "\(kind): \(text)", kind: .fatalError)
        }
        // `exit(1)`: the program ends there with that status.
        interpreter.define("exit", .native(NativeFunction("exit", arity: 1...1) { args, _ in
            guard let status = args[0].sizedInteger.map({ Int($0.description) ?? 1 }) ?? { if case .int(let i) = args[0] { return i }; return nil }()
            else { throw NativeError("exit(_:) takes an Int32 status") }
            throw NativeError(String(Int32(truncatingIfNeeded: status)), kind: .exited)
        }))
        interpreter.define("fatalError", .native(NativeFunction("fatalError", arity: 0...1) { args, _ in
            throw stop("Fatal error", args.count > 0 ? args[0] : nil)
        }))
        interpreter.define("preconditionFailure", .native(NativeFunction("preconditionFailure", arity: 0...1) { args, _ in
            throw stop("Fatal error", args.count > 0 ? args[0] : nil)
        }))
        interpreter.define("assertionFailure", .native(NativeFunction("assertionFailure", arity: 0...1) { args, _ in
            throw stop("Fatal error", args.count > 0 ? args[0] : nil)
        }))
        for (name, kind) in [("precondition", "Precondition failed"), ("assert", "Assertion failed")] {
            interpreter.define(name, .native(NativeFunction(name, arity: 1...2) { args, _ in
                guard case .bool(let ok) = args[0] else { throw NativeError("\(name) needs a Bool condition, not \(args[0].typeName)") }
                if !ok { throw stop(kind, args.count > 1 ? args[1] : nil) }
                return .null
            }))
        }
    }
}

/// A generic parameter qas could not read off an argument: any use of it fails,
/// saying so.
final class UnknownGenericType: HostObject {
    let name: String
    let why: String
    init(name: String, why: String) { self.name = name; self.why = why }
    var typeName: String { name }
    /// Printed or made text, it would be a wrong answer: the describing fails instead.
    var description: String {
        if let rt = Runtime.running, rt.descriptionFailure == nil { rt.descriptionFailure = failure }
        return name
    }
    private var failure: NativeError {
        NativeError("qas cannot tell what the generic parameter '\(name)' stands for here (\(why)); qas reads it from an argument of that type (not supported)")
    }
    func member(_ name: String, in runtime: Runtime) throws -> Value? { throw failure }
    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? { throw failure }
    func call(_ args: Arguments, in runtime: Runtime) throws -> Value? { throw failure }
}

/// `ObjectIdentifier(x)`: which object (or type) it is, equal only to itself.
final class ObjectIdentity: HostObject {
    let id: ObjectIdentifier
    init(_ object: AnyObject) { id = ObjectIdentifier(object) }
    var typeName: String { "ObjectIdentifier" }
    var description: String { "ObjectIdentifier(0x\(String(UInt(bitPattern: id.hashValue), radix: 16)))" }
    func isEqual(to other: HostObject) -> Bool { (other as? ObjectIdentity)?.id == id }
    func ordering(to other: HostObject) -> Int? {
        guard let o = other as? ObjectIdentity else { return nil }
        return id < o.id ? -1 : id == o.id ? 0 : 1
    }
    func isKind(of name: String) -> Bool { ["ObjectIdentifier", "Hashable", "Equatable", "Comparable"].contains(name) }
}
