// Errors are values: a rules call either yields T or one clear line saying
// what is wrong and what would be accepted. Nothing here throws.
#pragma once
#include <string>
#include <utility>
#include <variant>

namespace zref {

struct Error {
    std::string message;
};

template <class T>
class Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error e) : v_(std::move(e)) {}

    bool ok() const { return std::holds_alternative<T>(v_); }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<T>(v_); }
    const T& value() const { return std::get<T>(v_); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    const std::string& error() const { return std::get<Error>(v_).message; }

private:
    std::variant<T, Error> v_;
};

// For calls that succeed with nothing to return.
struct Ok {};
using Status = Result<Ok>;

inline Error fail(std::string message) { return Error{std::move(message)}; }

}  // namespace zref
