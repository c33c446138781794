//===- ParallelCampaign.h - One campaign over cores and machines -*- C++
//-*-===//
//
// A campaign checks the cases caseSeed(seed, 0), caseSeed(seed, 1), ...
// `--shard K/N` takes the indices i with i mod N == K-1, so N machines
// together check exactly the cases one machine would; `--jobs J` splits a
// shard's indices over J worker processes in turn. Neither changes which
// cases a `--cases M` campaign checks: the union is always indices 0..M-1.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_FUZZ_PARALLELCAMPAIGN_H
#define FUSEFUZZ_FUZZ_PARALLELCAMPAIGN_H

#include "fuzz/Campaign.h"
#include "passes/Strategy.h"

#include "llvm/Support/Error.h"

namespace fusefuzz {

struct Sharding {
  unsigned shard = 0, shards = 1; // shard is 0-based
  unsigned jobs = 1;
};

/// Parses "K/N" with 1 <= K <= N into a 0-based shard of N.
llvm::Error parseShard(llvm::StringRef text, Sharding &sharding);

/// Worker processes --jobs starts by default: the cores this process may
/// use.
unsigned defaultJobs();

/// The options of worker `worker` (0-based) of `sharding`.
CampaignOptions workerOptions(const CampaignOptions &options,
                              const Sharding &sharding, unsigned worker);

/// Runs `sharding.jobs` (>= 2) worker processes, each with a session of its
/// own that knows `registry`, over their parts of the shard; their logs are
/// forwarded line by line to `log`, their summaries merged into one. The
/// findings of all workers go into one `options.outDir`; with
/// `options.caseLog` set, the workers' case lines are merged into it in
/// index order.
Summary runParallelCampaign(const CampaignOptions &options,
                            const Sharding &sharding,
                            const StrategyRegistry &registry,
                            llvm::raw_ostream &log);

} // namespace fusefuzz

#endif
