// MARK: - A field of an array's element, changed where it lies

/// `bodies[i].vx -= d` on an array in a variable's slot, in one pass with no
/// reference counted: the array and then the element are moved out of their
/// places (so a unique one is seen to be unique), copied only if shared, as
/// copy-on-write values must be, changed, and put back. The general lvalue path
/// does the same in steps, each copying the value it passes on.
enum ElementFieldPlace {
    /// Combines `rhs` into field `cache.name` of element `k` of the array at
    /// `place` with `O`. False, with nothing changed, when `place` holds no
    /// array, `k` is out of range, the element is not a script type's value or
    /// the field is not a plain one (the caller takes the general path).
    @inline(__always)
    static func combine<O: ArithmeticOperation>(_ operation: O.Type, _ place: UnsafeMutablePointer<Value>, _ k: Int,
                                                _ cache: FieldWriteCache, _ rhs: Value, _ site: SourceLocation) throws -> Bool {
        guard let field = plainField(place, k, cache) else { return false }
        // Moved out and taken apart without a retain, so a lone owner sees it unique.
        guard var array = Value.takeArray(place) else { return false }
        // Put back where nil was left: nothing there to release.
        defer { place.initialize(to: .array(array)) }
        if !isKnownUniquelyReferenced(&array) { array = ArrayObj(array.items) }
        return try array.items.withUnsafeMutableBufferPointer { items in
            let slot = items.baseAddress! + k
            guard var instance = Value.takeInstance(slot) else { return false }
            defer { slot.initialize(to: .instance(instance)) }
            if instance.type.kind != .classType && !isKnownUniquelyReferenced(&instance) { instance = instance.copy() }
            try O.combine(&instance[field], rhs, site)
            if TypeRef.mayConform(instance[field]), let t = instance.type.storedTypes[field] {
                instance[field] = try t.conform(instance[field])
            }
            return true
        }
    }

    /// The field's index when element `k` of the array at `place` is a script
    /// type's value and the field a plain one. A function of its own, so the
    /// references it looks through are released before the caller checks
    /// uniqueness (a binding may otherwise live to the end of its scope).
    @inline(__always)
    private static func plainField(_ place: UnsafeMutablePointer<Value>, _ k: Int, _ cache: FieldWriteCache) -> Int? {
        // Looked through unretained: a retained element would be shared when checked.
        guard let array = place.pointee.unretainedArray else { return nil }
        return array._withUnsafeGuaranteedRef { a in
            guard k >= 0, k < a.items.count, let element = a.items[k].unretainedInstance else { return nil }
            return element._withUnsafeGuaranteedRef { cache.plainIndex(of: $0) }
        }
    }
}

// MARK: - An array's element, changed where it lies

/// `count[r] -= 1` on an array in a variable's slot: the number worked out from
/// the element read where it lies, then stored there (the array copied first
/// only if shared). Only numbers the operation's fast forms take: anything else
/// (strings appended to, a type's own operator, an overflow to report) takes
/// the general path, which may run code while the element is out.
enum ElementPlace {
    @inline(__always)
    static func combineNumbers<O: ArithmeticOperation>(_ operation: O.Type, _ place: UnsafeMutablePointer<Value>, _ k: Int,
                                                       _ rhs: Value) -> Bool {
        guard let array = place.pointee.unretainedArray else { return false }
        let result: Value? = array._withUnsafeGuaranteedRef { a in
            guard k >= 0, k < a.items.count else { return nil }
            if case .int(let x) = a.items[k], case .int(let y) = rhs { return O.int(x, y).map(Value.int) }
            if case .double(let x) = a.items[k], case .double(let y) = rhs { return O.double(x, y).map(Value.double) }
            return nil
        }
        guard var v = result else { return false }
        return place.pointee.setArrayElement(k, &v)
    }
}
