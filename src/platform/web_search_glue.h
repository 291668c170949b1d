// C declarations of the JavaScript functions in web/search_glue.js (linked with --js-library):
// the page's pool of search workers (web/search-worker.js), which src/platform/web_search.cpp
// turns into the UI's search service. Web builds only. Job ids and bot keys are small counters,
// passed as doubles (JavaScript numbers).
#pragma once

extern "C" {

// The workers that run (started at the first call): 0 where none can (no Worker, no compiled
// module to give them) or every one has failed.
int azul_search_workers();
// Queues a job (its request text, ai/search_runner.h) for the workers; `keeper` != 0: only the
// first worker, which keeps the AI seats' bots, may take it.
void azul_search_post(double id, int keeper, const char* request);
// Drops a job: a worker thinking about it stops.
void azul_search_cancel(double id);
// Ends a job's thinking at its worker's next slice (or as soon as it starts): its result is
// what it found so far.
void azul_search_hurry(double id);
// The job's result: written into `buffer` (at most `size` bytes, NUL-terminated) with its full
// length returned, and dropped once read whole; -1 while it thinks; -2 when it was lost with
// its worker (the page then runs it in its own frames).
int azul_search_take(double id, char* buffer, int size);
// The keeper drops the bot it keeps under `keep`.
void azul_search_forget(double keep);
// Counts a job that ran in the page's frames (window.azulSearchStats, for the tests).
void azul_search_count_frame_job();
}
