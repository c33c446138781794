//===- Stats.cpp ----------------------------------------------------------===//
#include "reports/Stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

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

double fusefuzz::mean(llvm::ArrayRef<double> values) {
  if (values.empty())
    return 0;
  return std::accumulate(values.begin(), values.end(), 0.0) / values.size();
}

double fusefuzz::sampleVariance(llvm::ArrayRef<double> values) {
  if (values.size() < 2)
    return 0;
  double m = mean(values), sum = 0;
  for (double v : values)
    sum += (v - m) * (v - m);
  return sum / (values.size() - 1);
}

double fusefuzz::trimmedMean(llvm::ArrayRef<double> values, double trim) {
  std::vector<double> v(values.begin(), values.end());
  std::sort(v.begin(), v.end());
  size_t cut = size_t(v.size() * trim);
  double sum = 0;
  for (size_t i = cut; i + cut < v.size(); ++i)
    sum += v[i];
  return sum / std::max<size_t>(1, v.size() - 2 * cut);
}

std::pair<double, double>
fusefuzz::bootstrapInterval(llvm::ArrayRef<double> values, double trim,
                            uint64_t seed) {
  if (values.empty())
    return {0, 0};
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<size_t> pick(0, values.size() - 1);
  std::vector<double> means, sample(values.size());
  for (int k = 0; k < 2000; ++k) {
    for (double &v : sample)
      v = values[pick(rng)];
    means.push_back(trimmedMean(sample, trim));
  }
  std::sort(means.begin(), means.end());
  return {means[size_t(0.005 * means.size())],
          means[size_t(0.995 * means.size()) - 1]};
}

std::pair<double, double>
fusefuzz::trimmedMeanInterval(llvm::ArrayRef<double> values, double trim) {
  size_t n = values.size(), cut = size_t(n * trim);
  double center = trimmedMean(values, trim);
  if (n < 2 || n - 2 * cut < 2)
    return {center, INFINITY};
  std::vector<double> winsorized(values.begin(), values.end());
  std::sort(winsorized.begin(), winsorized.end());
  for (size_t i = 0; i < cut; ++i) {
    winsorized[i] = winsorized[cut];
    winsorized[n - 1 - i] = winsorized[n - 1 - cut];
  }
  double kept = double(n - 2 * cut);
  double se =
      std::sqrt((n - 1) * sampleVariance(winsorized) / (kept * (kept - 1)));
  return {center, studentT995(unsigned(kept) - 1) * se};
}

double fusefuzz::studentT995(unsigned df) {
  // Tabulated to 30 degrees of freedom; past that, the normal quantile
  // with the first two terms of its expansion in 1/df.
  static const double table[] = {
      63.657, 9.925, 5.841, 4.604, 4.032, 3.707, 3.499, 3.355, 3.250, 3.169,
      3.106,  3.055, 3.012, 2.977, 2.947, 2.921, 2.898, 2.878, 2.861, 2.845,
      2.831,  2.819, 2.807, 2.797, 2.787, 2.779, 2.771, 2.763, 2.756, 2.750};
  if (df == 0)
    return INFINITY;
  if (df <= 30)
    return table[df - 1];
  double z = 2.5758, n = df;
  return z + (z * z * z + z) / (4 * n) +
         (5 * std::pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * n * n);
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
