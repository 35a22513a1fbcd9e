// Freestanding built-in macros: #function, #line, #column, #fileID, #warning; call-site expansion in default arguments.
func log(_ message: String,
         function: String = #function,
         file: String = #fileID,
         line: Int = #line) {
    print("[\(file):\(line)] \(function): \(message)")
}

func loadData() {
    log("loading")
    let count = 3
    log("loaded \(count) records")
}

struct Service {
    var name: String
    func start() {
        log("starting \(name)")
    }
    var status: String {
        log("status requested")
        return "ok"
    }
}

#warning("emitted at compile time by the freestanding #warning macro")

loadData()
let service = Service(name: "cache")
service.start()
print(service.status)

print("this is line", #line, "column", #column)
print("function at top level:", #function)

func whereAmI(_ f: String = #function) -> String { f }
func caller() -> String { whereAmI() }
print("default argument expanded in caller:", caller())
print("explicitly:", whereAmI(#function))

let tag = #fileID.split(separator: "/").last.map(String.init) ?? ""
print("file tag:", tag)

func check(_ condition: Bool, _ text: String, line: UInt = #line) {
    print(condition ? "PASS" : "FAIL", text, "(line \(line))")
}
check(1 + 1 == 2, "addition")
check("abc".count == 4, "string length")
