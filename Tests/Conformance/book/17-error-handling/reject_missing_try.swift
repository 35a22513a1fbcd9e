// Calling a throwing function requires try.
enum NetworkError: Error { case offline }
func fetch() throws -> String {
    throw NetworkError.offline
}
do {
    let data = fetch()
    print(data)
} catch {
    print(error)
}
