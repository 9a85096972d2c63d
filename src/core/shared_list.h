// A list that is copied by sharing: copies point at the same items until one
// of them is changed, and only then is that one's list cloned.
//
// Why: a game module's apply() keeps a copy of the whole state for most
// commands, so that a refused line changes nothing. Most of a state is
// history (finished tricks, finished rounds) that a command never touches;
// sharing it makes that copy cheap. Reading looks like a const std::vector;
// changing goes through the explicit edit()/push_back(), so no change can
// slip into a shared list.
#pragma once
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace zref {

template <class T>
class SharedList {
public:
    using value_type = T;
    using const_iterator = typename std::vector<T>::const_iterator;

    SharedList() = default;
    SharedList(std::vector<T> items) : items_(std::make_shared<std::vector<T>>(std::move(items))) {}  // NOLINT: implicit on purpose
    SharedList(const SharedList&) = default;
    SharedList(SharedList&&) noexcept = default;
    SharedList& operator=(SharedList&&) noexcept = default;
    // A copy that already shares the list is left alone: a state assigned
    // over one that shares most of its lists then spares the reference
    // count's atomic updates.
    SharedList& operator=(const SharedList& other) {
        if (items_ != other.items_) items_ = other.items_;
        return *this;
    }

    // Reading, as a const vector.
    const std::vector<T>& list() const { return items_ ? *items_ : no_items(); }
    operator const std::vector<T>&() const { return list(); }  // NOLINT: implicit on purpose
    std::size_t size() const { return list().size(); }
    bool empty() const { return list().empty(); }
    const T& operator[](std::size_t i) const { return list()[i]; }
    const T& at(std::size_t i) const { return list().at(i); }
    const T& front() const { return list().front(); }
    const T& back() const { return list().back(); }
    const_iterator begin() const { return list().begin(); }
    const_iterator end() const { return list().end(); }
    friend bool operator==(const SharedList& a, const SharedList& b) { return a.list() == b.list(); }

    // Changing: this copy gets a list of its own first when it shares one.
    std::vector<T>& edit() {
        if (!items_)
            items_ = std::make_shared<std::vector<T>>();
        else if (items_.use_count() > 1)
            items_ = std::make_shared<std::vector<T>>(*items_);
        return *items_;
    }
    void push_back(T item) { edit().push_back(std::move(item)); }

private:
    static const std::vector<T>& no_items() {
        static const std::vector<T> none;
        return none;
    }
    std::shared_ptr<std::vector<T>> items_;
};

}  // namespace zref
