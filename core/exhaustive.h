// Visiting every alternative of a variant, checked by the compiler: a new input, effect,
// order or board event that some visit does not handle fails to compile there instead of
// being silently ignored.
#pragma once

namespace twinboard {

// One lambda per alternative: std::visit(overloaded{[](const A&) {...}, [](const B&) {...}}, v).
template <class... Handlers>
struct overloaded : Handlers... {
  using Handlers::operator()...;
};
template <class... Handlers>
overloaded(Handlers...) -> overloaded<Handlers...>;

// Closes an `if constexpr` chain over a variant's alternatives:
//   else static_assert(unhandled<T>, "every alternative is handled");
template <class T>
inline constexpr bool unhandled = false;

}  // namespace twinboard
