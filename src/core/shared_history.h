// A list of finished records (tricks, rounds) whose items are shared one by
// one between copies: copying the list copies pointers, appending adds one
// item, and changing an item clones that item only.
//
// Why not SharedList (which shares the whole list)? A game module's apply()
// keeps a copy of the state for most commands, and most commands either
// leave the history alone or append to it. With a whole-list share every
// append cloned every earlier trick of the round; here it costs one
// allocation, and copying the state into a reused scratch state costs none.
// Reading looks like a const std::vector; changing goes through
// push_back()/edit()/pop_back(), so no change can slip into an item another
// copy still holds.
#pragma once
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

namespace zref {

template <class T>
class SharedHistory {
    using Slots = std::vector<std::shared_ptr<T>>;  // items are only read through const access

public:
    using value_type = T;

    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = const T*;
        using reference = const T&;

        const_iterator() = default;
        explicit const_iterator(typename Slots::const_iterator it) : it_(it) {}
        reference operator*() const { return **it_; }
        pointer operator->() const { return it_->get(); }
        reference operator[](difference_type n) const { return *it_[n]; }
        const_iterator& operator++() { return ++it_, *this; }
        const_iterator operator++(int) { return const_iterator(it_++); }
        const_iterator& operator--() { return --it_, *this; }
        const_iterator operator--(int) { return const_iterator(it_--); }
        const_iterator& operator+=(difference_type n) { return it_ += n, *this; }
        const_iterator& operator-=(difference_type n) { return it_ -= n, *this; }
        friend const_iterator operator+(const_iterator a, difference_type n) { return a += n; }
        friend const_iterator operator-(const_iterator a, difference_type n) { return a -= n; }
        friend difference_type operator-(const const_iterator& a, const const_iterator& b) { return a.it_ - b.it_; }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.it_ == b.it_; }
        friend bool operator!=(const const_iterator& a, const const_iterator& b) { return a.it_ != b.it_; }
        friend bool operator<(const const_iterator& a, const const_iterator& b) { return a.it_ < b.it_; }

    private:
        typename Slots::const_iterator it_;
    };

    SharedHistory() = default;
    SharedHistory(const SharedHistory&) = default;
    SharedHistory(SharedHistory&&) noexcept = default;
    SharedHistory& operator=(SharedHistory&&) noexcept = default;
    // Only the slots that differ are assigned: a state assigned over one that
    // holds the same items but the newest costs no atomic reference counting
    // for the unchanged ones.
    SharedHistory& operator=(const SharedHistory& other) {  // self-assignment changes nothing: every slot matches
        const std::size_t common = std::min(items_.size(), other.items_.size());
        for (std::size_t i = 0; i < common; ++i)
            if (items_[i] != other.items_[i]) items_[i] = other.items_[i];
        if (items_.size() > common) items_.resize(common);
        items_.insert(items_.end(), other.items_.begin() + static_cast<std::ptrdiff_t>(common), other.items_.end());
        return *this;
    }
    SharedHistory(const std::vector<T>& items) {  // NOLINT: implicit on purpose, as a vector would convert
        for (const auto& item : items) push_back(item);
    }

    // Reading, as a const vector.
    std::size_t size() const { return items_.size(); }
    bool empty() const { return items_.empty(); }
    const T& operator[](std::size_t i) const { return *items_[i]; }
    const T& at(std::size_t i) const { return *items_.at(i); }
    const T& front() const { return *items_.front(); }
    const T& back() const { return *items_.back(); }
    const_iterator begin() const { return const_iterator(items_.begin()); }
    const_iterator end() const { return const_iterator(items_.end()); }
    std::vector<T> to_vector() const { return std::vector<T>(begin(), end()); }
    friend bool operator==(const SharedHistory& a, const SharedHistory& b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (a.items_[i] != b.items_[i] && !(a[i] == b[i])) return false;
        return true;
    }

    // Changing.
    // Built straight into its shared item: a trick is appended for every trick played.
    void push_back(T&& item) { items_.push_back(std::make_shared<T>(std::move(item))); }
    void push_back(const T& item) { items_.push_back(std::make_shared<T>(item)); }
    void pop_back() { items_.pop_back(); }
    void reserve(std::size_t n) { items_.reserve(n); }  // room for n items' pointers, so appending does not regrow
    void clear() { items_.clear(); }
    // Item `i` to change: cloned first when another copy still holds it.
    T& edit(std::size_t i) {
        auto& slot = items_.at(i);
        if (slot.use_count() > 1) slot = std::make_shared<T>(std::as_const(*slot));
        return *slot;
    }
    T& edit_back() {
        if (items_.empty()) throw std::out_of_range("SharedHistory::edit_back on an empty list");
        return edit(items_.size() - 1);
    }

private:
    Slots items_;
};

}  // namespace zref
