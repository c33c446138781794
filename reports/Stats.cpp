//===- Stats.cpp ----------------------------------------------------------===//
#include "reports/Stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace fusefuzz;

double fusefuzz::median(llvm::ArrayRef<double> values) {
  if (values.empty())
    return 0;
  std::vector<double> v(values.begin(), values.end());
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double fusefuzz::coefficientOfVariation(llvm::ArrayRef<double> values) {
  if (values.size() < 2)
    return 0;
  double mean =
      std::accumulate(values.begin(), values.end(), 0.0) / values.size();
  double var = 0;
  for (double v : values)
    var += (v - mean) * (v - mean);
  var /= values.size() - 1;
  return mean != 0 ? std::sqrt(var) / mean : 0;
}

double fusefuzz::mannWhitneyP(llvm::ArrayRef<double> a,
                              llvm::ArrayRef<double> b) {
  size_t n1 = a.size(), n2 = b.size();
  if (n1 == 0 || n2 == 0)
    return 1;
  // Ranks of the pooled sample, ties getting their average rank.
  std::vector<std::pair<double, int>> pooled;
  for (double x : a)
    pooled.push_back({x, 0});
  for (double x : b)
    pooled.push_back({x, 1});
  std::sort(pooled.begin(), pooled.end());
  size_t n = pooled.size();
  std::vector<double> ranks(n);
  double tieTerm = 0;
  bool ties = false;
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && pooled[j].first == pooled[i].first)
      ++j;
    double avg = (i + 1 + j) / 2.0;
    for (size_t k = i; k < j; ++k)
      ranks[k] = avg;
    double t = j - i;
    if (t > 1) {
      ties = true;
      tieTerm += t * t * t - t;
    }
    i = j;
  }
  if (tieTerm == static_cast<double>(n) * n * n - n)
    return 1; // every value equal
  double r1 = 0;
  for (size_t i = 0; i < n; ++i)
    if (pooled[i].second == 0)
      r1 += ranks[i];
  double u1 = r1 - n1 * (n1 + 1) / 2.0;
  double u = std::min(u1, n1 * n2 - u1);
  if (!ties && n1 * n2 <= 400) {
    // Exact: count arrangements with U <= u (dynamic programming over the
    // number of ways to reach each U with i values of a among i+j).
    size_t maxU = n1 * n2;
    // ways[i][j][s]: too big; use the recurrence on (i, j) with vectors.
    std::vector<std::vector<std::vector<double>>> ways(
        n1 + 1, std::vector<std::vector<double>>(n2 + 1));
    for (size_t i = 0; i <= n1; ++i)
      for (size_t j = 0; j <= n2; ++j) {
        std::vector<double> &w = ways[i][j];
        w.assign(i * j + 1, 0);
        if (i == 0 || j == 0) {
          w[0] = 1;
          continue;
        }
        // Largest element from a (contributes j to U) or from b.
        const std::vector<double> &fromA = ways[i - 1][j];
        const std::vector<double> &fromB = ways[i][j - 1];
        for (size_t s = 0; s < fromA.size(); ++s)
          w[s + j] += fromA[s];
        for (size_t s = 0; s < fromB.size(); ++s)
          w[s] += fromB[s];
      }
    const std::vector<double> &dist = ways[n1][n2];
    double total = std::accumulate(dist.begin(), dist.end(), 0.0);
    double tail = 0;
    for (size_t s = 0; s <= static_cast<size_t>(u) && s <= maxU; ++s)
      tail += dist[s];
    return std::min(1.0, 2 * tail / total);
  }
  double mu = n1 * n2 / 2.0;
  double sigma =
      std::sqrt(n1 * n2 / 12.0 * ((n + 1) - tieTerm / (n * (n - 1.0))));
  if (sigma == 0)
    return 1;
  double z = (std::fabs(u1 - mu) - 0.5) / sigma; // continuity correction
  return std::min(1.0, std::erfc(std::max(z, 0.0) / std::sqrt(2.0)));
}

std::vector<double> fusefuzz::holmAdjust(llvm::ArrayRef<double> p) {
  size_t m = p.size();
  std::vector<size_t> order(m);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](size_t x, size_t y) { return p[x] < p[y]; });
  std::vector<double> adjusted(m);
  double running = 0;
  for (size_t k = 0; k < m; ++k) {
    double v = std::min(1.0, (m - k) * p[order[k]]);
    running = std::max(running, v);
    adjusted[order[k]] = running;
  }
  return adjusted;
}
