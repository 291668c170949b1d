// The page's search service: Web Workers, and the page's own frames where they cannot run
// (web_search.cpp).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "ui/search/search_service.h"

namespace azul::platform {

class WebSearches final : public ui::SearchService {
 public:
  JobId start(std::string request, Runner runner) override;
  void cancel(JobId job) override;
  void hurry(JobId job) override;
  std::optional<std::string> take_result(JobId job) override;
  void forget(std::uint64_t keep) override;
  void think(double slice_ms) override { frames_.think(slice_ms); }
  bool in_frames() const override;
  int parallelism() const override;
  // Starts the workers (after the first frame: they are not needed to draw it).
  void warm_up();

 private:
  struct Posted {
    std::string request;  // kept to run it here should its worker fail
    Runner runner;
  };
  JobId run_in_frames(std::string request, Runner runner);

  ui::FrameSearches frames_;
  std::map<JobId, Posted> posted_;    // jobs given to the workers
  std::map<JobId, JobId> in_frames_;  // jobs of frames_, by their id here
  JobId next_id_ = 1;
};

}  // namespace azul::platform
