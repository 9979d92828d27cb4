// Interface between the measuring harness (harness.cpp) and the per-task driver that
// best.judge.cpp_driver generates from a task's interface declaration.
//
// Test inputs and outputs use one binary encoding, mirrored by best/tasks/codec.py:
// arithmetic values little-endian at their C++ size, bool as one byte 0/1, string and
// vector as a u64 length followed by their elements, array<T, N> as N elements,
// pair<A, B> as A then B, and an output parameter's reserved capacity as a u64.
// A binary encoding lets the driver read a vector of a million ints with one memcpy,
// so building the inputs never dominates a run.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

static_assert(sizeof(int) == 4 && sizeof(long long) == 8 && sizeof(double) == 8,
              "the test encoding assumes 4-byte int, 8-byte long long and double");

namespace best {

[[noreturn]] void input_error(const char* what);

class Reader {
 public:
  Reader(const char* data, size_t size) : p_(data), end_(data + size) {}
  void bytes(void* dst, size_t n) {
    if (static_cast<size_t>(end_ - p_) < n) input_error("input ends early");
    if (n) std::memcpy(dst, p_, n);
    p_ += n;
  }
  // Every encoded element takes at least one byte, so a length can never exceed what is
  // left; checking it keeps a corrupt input from asking for a huge allocation.
  uint64_t length() {
    uint64_t n;
    bytes(&n, sizeof n);
    if (n > static_cast<uint64_t>(end_ - p_)) input_error("length exceeds input");
    return n;
  }
  uint64_t capacity() {
    uint64_t n;
    bytes(&n, sizeof n);
    return n;
  }
  bool done() const { return p_ == end_; }

 private:
  const char* p_;
  const char* end_;
};

class Writer {
 public:
  void bytes(const void* src, size_t n) { buf_.append(static_cast<const char*>(src), n); }
  const std::string& data() const { return buf_; }

 private:
  std::string buf_;
};

// Types whose in-memory layout equals their encoding, so a vector of them is one memcpy.
template <class T>
struct is_packed : std::bool_constant<std::is_arithmetic_v<T> && !std::is_same_v<T, bool>> {};
template <class T, size_t N>
struct is_packed<std::array<T, N>> : is_packed<T> {};

template <class T>
std::enable_if_t<is_packed<T>::value && std::is_arithmetic_v<T>> read(Reader& r, T& x) {
  r.bytes(&x, sizeof x);
}
inline void read(Reader& r, bool& x) {
  uint8_t b;
  r.bytes(&b, 1);
  if (b > 1) input_error("bool is neither 0 nor 1");
  x = b != 0;
}
inline void read(Reader& r, std::string& s) {
  s.resize(r.length());
  r.bytes(s.data(), s.size());
}
template <class T, size_t N>
void read(Reader& r, std::array<T, N>& a);
template <class A, class B>
void read(Reader& r, std::pair<A, B>& p);
template <class T>
void read(Reader& r, std::vector<T>& v);
inline void read(Reader& r, std::vector<bool>& v) {
  v.resize(r.length());
  for (size_t i = 0; i < v.size(); ++i) {
    bool b;
    read(r, b);
    v[i] = b;
  }
}
template <class T, size_t N>
void read(Reader& r, std::array<T, N>& a) {
  if constexpr (is_packed<T>::value) {
    r.bytes(a.data(), sizeof a);
  } else {
    for (auto& x : a) read(r, x);
  }
}
template <class A, class B>
void read(Reader& r, std::pair<A, B>& p) {
  read(r, p.first);
  read(r, p.second);
}
template <class T>
void read(Reader& r, std::vector<T>& v) {
  v.resize(r.length());
  if constexpr (is_packed<T>::value) {
    r.bytes(v.data(), v.size() * sizeof(T));
  } else {
    for (auto& x : v) read(r, x);
  }
}

template <class T>
std::enable_if_t<is_packed<T>::value && std::is_arithmetic_v<T>> write(Writer& w, const T& x) {
  w.bytes(&x, sizeof x);
}
inline void write(Writer& w, bool x) {
  uint8_t b = x ? 1 : 0;
  w.bytes(&b, 1);
}
inline void write_length(Writer& w, uint64_t n) { w.bytes(&n, sizeof n); }
inline void write(Writer& w, const std::string& s) {
  write_length(w, s.size());
  w.bytes(s.data(), s.size());
}
template <class T, size_t N>
void write(Writer& w, const std::array<T, N>& a);
template <class A, class B>
void write(Writer& w, const std::pair<A, B>& p);
template <class T>
void write(Writer& w, const std::vector<T>& v);
inline void write(Writer& w, const std::vector<bool>& v) {
  write_length(w, v.size());
  for (bool b : v) write(w, b);
}
template <class T, size_t N>
void write(Writer& w, const std::array<T, N>& a) {
  if constexpr (is_packed<T>::value) {
    w.bytes(a.data(), sizeof a);
  } else {
    for (const auto& x : a) write(w, x);
  }
}
template <class A, class B>
void write(Writer& w, const std::pair<A, B>& p) {
  write(w, p.first);
  write(w, p.second);
}
template <class T>
void write(Writer& w, const std::vector<T>& v) {
  write_length(w, v.size());
  if constexpr (is_packed<T>::value) {
    w.bytes(v.data(), v.size() * sizeof(T));
  } else {
    for (const auto& x : v) write(w, x);
  }
}

// Implemented by the generated driver.
void driver_read(Reader& r);  // build the arguments and reserve the outputs
void driver_invoke();         // call the solution (runs on the measured stack)
void driver_write(Writer& w);  // encode the outputs

}  // namespace best

// Set by the generated shim in the solution's translation unit to the stack pointer just
// before it constructs the Solution, so that only what the solution pushes counts as its
// stack.
extern "C" void* best_call_sp;
