// Command-line arguments of one azul-cli subcommand: positional words and --flag value pairs,
// with typed getters that report what is wrong instead of guessing.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace azul::cli {

// Thrown for a bad command line; main() prints the message and exits with status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // `flags` lists the accepted --names that take a value, `switches` those that take none.
  Args(const std::vector<std::string>& words, const std::vector<std::string>& flags,
       const std::vector<std::string>& switches = {});

  const std::vector<std::string>& positional() const { return positional_; }
  bool has(const std::string& name) const;
  std::string get(const std::string& name, const std::string& fallback) const;
  std::int64_t get_int(const std::string& name, std::int64_t fallback, std::int64_t min,
                       std::int64_t max) const;
  double get_double(const std::string& name, double fallback, double min, double max) const;
  // A comma-separated list ("random,hard").
  std::vector<std::string> get_list(const std::string& name) const;

 private:
  std::vector<std::string> positional_;
  std::map<std::string, std::string> values_;
};

}  // namespace azul::cli
