// Errors are values: a rules call either yields T or one clear line saying
// what is wrong and what would be accepted. Nothing here throws.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace zref {

struct Error {
    std::string message;
};

template <class T>
class Result {
public:
    // Taken by reference, so a returned value is moved once into place: a
    // ruling is returned from every command, and a by-value parameter cost
    // a second move and destructor.
    Result(T&& value) : v_(std::in_place_index<0>, std::move(value)) {}
    Result(const T& value) : v_(std::in_place_index<0>, value) {}
    Result(Error e) : v_(std::in_place_index<1>, std::move(e)) {}
    // A default value made in place, for a caller that fills it and returns
    // the result itself (so it is never moved).
    explicit Result(std::in_place_t) : v_(std::in_place_index<0>) {}

    bool ok() const { return std::holds_alternative<T>(v_); }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<T>(v_); }
    const T& value() const { return std::get<T>(v_); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    const std::string& error() const& { return std::get<Error>(v_).message; }
    // The message taken out of a result that is done with, so passing a
    // refusal on does not copy it: std::move(r).error().
    std::string error() && { return std::move(std::get<Error>(v_).message); }

private:
    std::variant<T, Error> v_;
};

// For calls that succeed with nothing to return.
struct Ok {};
using Status = Result<Ok>;

// Cold: a refusal is the rare path, so the code building its text is kept
// out of the way of the accepted paths.
[[gnu::cold, gnu::noinline]] Error fail(std::string message);

// `word` as a whole number from lo to hi; refused as "'x' is not a valid
// WHAT: give a whole number from LO to HI".
Error count_refusal(std::string_view word, int lo, int hi, std::string_view what);
Result<int> parse_count(std::string_view word, int lo, int hi, std::string_view what);

}  // namespace zref
