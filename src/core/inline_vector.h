// A list with a fixed capacity stored inside the object: per-seat, per-side
// and per-suit values in a game state, a receipt's six lines, a trick's
// cards. The state is copied for many commands (apply keeps the copy to put
// back if the command is refused), and a std::vector per seat list made that
// copy a chain of heap-buffer copies; a list inside a receipt or on the
// stack costs no allocation. With trivially copyable items an InlineVector
// is trivially copyable, so copying a whole round's per-seat values is one
// memcpy. The interface is
// the part of std::vector the rules use; growing past the capacity throws,
// as at() does past the size; operator[], front, back and pop_back assert,
// as std::vector's do under _GLIBCXX_ASSERTIONS.
#pragma once
#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <utility>
#include <vector>

namespace zref {

template <class T, std::size_t N>
class InlineVector {
public:
    using value_type = T;
    using size_type = std::size_t;
    using iterator = T*;
    using const_iterator = const T*;

    InlineVector() = default;
    InlineVector(size_type n, const T& value) { assign(n, value); }
    InlineVector(std::initializer_list<T> items) { assign(items.begin(), items.end()); }
    InlineVector(const std::vector<T>& items) { assign(items.begin(), items.end()); }

    // For callers (and tests) that want a std::vector of the values.
    operator std::vector<T>() const { return std::vector<T>(begin(), end()); }

    void assign(size_type n, const T& value) {
        check(n);
        std::fill_n(items_.begin(), n, value);
        size_ = n;
    }
    template <class It>
    void assign(It first, It last) {
        size_ = 0;
        for (; first != last; ++first) push_back(*first);
    }
    void resize(size_type n, const T& value = T{}) {
        check(n);
        if (n > size_) std::fill(items_.begin() + static_cast<std::ptrdiff_t>(size_), items_.begin() + static_cast<std::ptrdiff_t>(n), value);
        size_ = n;
    }
    void push_back(const T& value) {
        check(size_ + 1);
        items_[size_++] = value;
    }
    void push_back(T&& value) {
        check(size_ + 1);
        items_[size_++] = std::move(value);
    }
    void pop_back() {
        assert(size_ > 0);
        --size_;
    }
    void clear() { size_ = 0; }

    size_type size() const { return size_; }
    bool empty() const { return size_ == 0; }
    static constexpr size_type capacity() { return N; }

    T& operator[](size_type i) {
        assert(i < size_);
        return items_[i];
    }
    const T& operator[](size_type i) const {
        assert(i < size_);
        return items_[i];
    }
    T& at(size_type i) {
        if (i >= size_) throw std::out_of_range("InlineVector::at");
        return items_[i];
    }
    const T& at(size_type i) const {
        if (i >= size_) throw std::out_of_range("InlineVector::at");
        return items_[i];
    }
    T& front() { return (*this)[0]; }
    const T& front() const { return (*this)[0]; }
    T& back() { return (*this)[size_ - 1]; }
    const T& back() const { return (*this)[size_ - 1]; }
    T* data() { return items_.data(); }
    const T* data() const { return items_.data(); }

    iterator begin() { return items_.data(); }
    iterator end() { return items_.data() + size_; }
    const_iterator begin() const { return items_.data(); }
    const_iterator end() const { return items_.data() + size_; }

    friend bool operator==(const InlineVector& a, const InlineVector& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }
    template <class U>
    friend bool operator==(const InlineVector& a, const std::vector<U>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    static void check(size_type n) {
        if (n > N) throw std::length_error("InlineVector: more than its capacity");
    }

    std::array<T, N> items_{};
    size_type size_ = 0;
};

}  // namespace zref
