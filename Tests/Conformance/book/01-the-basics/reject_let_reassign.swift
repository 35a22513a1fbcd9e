// Reassigning a constant declared with let is a compile-time error.
let languageName = "Swift"
print(languageName)
languageName = "Swift++"
print(languageName)
