// FixedVector: a vector with inline storage and a compile-time capacity.
// The engine uses it wherever a std::vector would allocate on the AI's hot path (legal move
// lists, tile multisets), so that cloning a state and applying a move never touch the heap.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

namespace azul {

template <class T, std::size_t Capacity>
class FixedVector {
 public:
  using value_type = T;
  using iterator = T*;
  using const_iterator = const T*;

  constexpr std::size_t size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  static constexpr std::size_t capacity() { return Capacity; }
  constexpr void clear() { size_ = 0; }
  constexpr void push_back(const T& value) {
    assert(size_ < Capacity);
    items_[size_++] = value;
  }
  constexpr void pop_back() {
    assert(size_ > 0);
    --size_;
  }
  constexpr T& operator[](std::size_t i) {
    assert(i < size_);
    return items_[i];
  }
  constexpr const T& operator[](std::size_t i) const {
    assert(i < size_);
    return items_[i];
  }
  constexpr T& back() { return items_[size_ - 1]; }
  constexpr const T& back() const { return items_[size_ - 1]; }
  constexpr T* begin() { return items_.data(); }
  constexpr T* end() { return items_.data() + size_; }
  constexpr const T* begin() const { return items_.data(); }
  constexpr const T* end() const { return items_.data() + size_; }
  constexpr T* data() { return items_.data(); }
  constexpr const T* data() const { return items_.data(); }

  friend constexpr bool operator==(const FixedVector& a, const FixedVector& b) {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i < a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  // Left uninitialised on purpose: only the first size_ items are ever read, and zeroing a
  // move list of 1024 entries on every legal-move query would cost more than filling it.
  std::array<T, Capacity> items_;
  std::size_t size_ = 0;
};

}  // namespace azul
