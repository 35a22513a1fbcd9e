// Using a conditional downcast result without unwrapping it.
class MediaItem { var name = "item" }
class Movie: MediaItem { var director = "unknown" }
let item: MediaItem = Movie()
let movie = item as? Movie
print(movie.director)
