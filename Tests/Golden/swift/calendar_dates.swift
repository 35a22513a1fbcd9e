import Foundation

// Fixed dates, a fixed locale and time zone: the same text everywhere.
let launch = Date(timeIntervalSince1970: 1_700_000_000)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm"
print(formatter.string(from: launch))
print(formatter.date(from: "2024-02-29 12:30")!.timeIntervalSince1970)
print(formatter.date(from: "not a date") == nil)

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
print(calendar.component(.year, from: launch), calendar.component(.hour, from: launch), calendar.component(.weekday, from: launch))
let nextWeek = calendar.date(byAdding: .day, value: 7, to: launch)!
print(formatter.string(from: nextWeek))
print(calendar.dateComponents([.day, .hour], from: launch, to: nextWeek).day!)
let parts = calendar.dateComponents([.year, .month, .day], from: launch)
print(parts.year!, parts.month!, parts.day!)
print(formatter.string(from: calendar.startOfDay(for: launch)))
print(calendar.isDate(launch, inSameDayAs: nextWeek), calendar.isDateInWeekend(launch))
let newYear = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1))!
print(formatter.string(from: newYear), calendar.component(.weekday, from: newYear))
print(formatter.string(from: calendar.date(bySettingHour: 9, minute: 30, second: 0, of: launch)!))
// expect: 2023-11-14 22:13
// expect: 1709209800.0
// expect: true
// expect: 2023 22 3
// expect: 2023-11-21 22:13
// expect: 7
// expect: 2023 11 14
// expect: 2023-11-14 00:00
// expect: false false
// expect: 2025-01-01 00:00 4
// expect: 2023-11-14 09:30
