// A macro declared with #externalMacro needs a compiler plugin that provides the implementation type.
@freestanding(expression)
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "MyMacros", type: "StringifyMacro")

let (result, code) = #stringify(2 + 3)
print(result, code)
