//===- GeneratorTest.cpp - Case generation
//---------------------------------===//
#include "generators/Generator.h"
#include "generators/DecisionSource.h"
#include "oracle/pipeline/Subset.h"
#include "passes/Context.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "tests/TestUtil.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include <gtest/gtest.h>
#include <regex>
#include <set>

using namespace fusefuzz;

/// The case `seed` generates under `policy`, parsed, verified and checked
/// against the subset; null with `failure` saying why otherwise.
static mlir::OwningOpRef<mlir::ModuleOp>
parsedCase(uint64_t seed, const GenPolicy &policy, std::string &failure) {
  std::string text = generateCase(seed, policy);
  std::string error;
  auto module = parseModule(text, "gen.mlir", test::context(), error);
  if (!module) {
    failure = "seed " + std::to_string(seed) + ":\n" + error + "\n" + text;
    return nullptr;
  }
  if (!checkSubset(*module, error)) {
    failure = "seed " + std::to_string(seed) + ": " + error;
    return nullptr;
  }
  return module;
}

TEST(Generator, ThousandSeedsParseVerifyAndStayInSubset) {
  GenPolicy policy;
  for (uint64_t seed = 0; seed < 1000; ++seed) {
    std::string failure;
    auto module = parsedCase(seed, policy, failure);
    ASSERT_TRUE(module) << failure;
  }
}

TEST(Generator, SameSeedSameText) {
  GenPolicy policy;
  for (uint64_t seed : {0ull, 1ull, 42ull, 123456789ull})
    EXPECT_EQ(generateCase(seed, policy), generateCase(seed, policy));
  EXPECT_NE(generateCase(1, policy), generateCase(2, policy));
}

TEST(Generator, RecordsSeedAndPolicy) {
  GenPolicy policy;
  std::string text = generateCase(77, policy);
  EXPECT_NE(text.find("fusefuzz.seed = 77 : i64"), std::string::npos);
  EXPECT_NE(text.find(llvm::formatv("{0:x16}", policy.hash()).str()),
            std::string::npos);
}

/// Every feature the issue lists shows up across 1,000 seeds.
TEST(Generator, CoversEveryFeature) {
  GenPolicy policy;
  std::string all;
  for (uint64_t seed = 0; seed < 1000; ++seed)
    all += generateCase(seed, policy);
  auto has = [&](const char *pattern) {
    return std::regex_search(all, std::regex(pattern));
  };
  EXPECT_TRUE(has("tensor\\.pad"));
  EXPECT_TRUE(has("low\\[[^\\]]*%arg")) << "dynamic low pad";
  EXPECT_TRUE(has("high\\[[^\\]]*%arg")) << "dynamic high pad";
  EXPECT_TRUE(has("linalg\\.index"));
  EXPECT_TRUE(has("\"reduction\""));
  EXPECT_TRUE(has("%v[0-9]+:2 = linalg\\.generic")) << "multi-result";
  EXPECT_TRUE(has("tensor<[0-9x]*\\?")) << "dynamic dims";
  EXPECT_TRUE(has("fusefuzz\\.shape = array<i64"));
  for (const char *t : {"xf32>", "xf16>", "xi32>", "xi8>", "xi1>"})
    EXPECT_NE(all.find(t), std::string::npos) << t;
  EXPECT_TRUE(has("-> \\(\\)>")) << "scalar map";
  EXPECT_TRUE(has("\\(d[0-9], 0|\\(0, d|, 0, d")) << "constant-0 result";
  EXPECT_TRUE(has("\\(d0, d1, d2\\) -> \\(d1, d2, d0\\)|\\(d0, d1, d2\\) -> "
                  "\\(d2, d0, d1\\)"))
      << "3-D cyclic permutation";
  EXPECT_TRUE(has("\\(d0, d1, d2, d3\\) -> \\(d[0-3], d[0-3]\\)"))
      << "projection (broadcast)";
  EXPECT_TRUE(has("tensor\\.concat dim\\([0-9]\\) %v")) << "concat of a result";
  EXPECT_TRUE(has("tensor\\.concat dim\\([0-9]\\) %arg[0-9]+, %v"))
      << "concat with the result second";
  EXPECT_TRUE(has("d[0-9] \\+ d[0-9]")) << "sum of two loops";
  EXPECT_TRUE(has("d[0-9] \\* [23]")) << "scaled loop";
  EXPECT_TRUE(has("d[0-9] \\+ [12][,)]")) << "shifted loop";
  EXPECT_TRUE(has("-> \\(([^)]*, )?[123](, [^)]*)?\\)>")) << "constant > 0";
  EXPECT_TRUE(has("linalg\\.fill"));
  EXPECT_TRUE(has("_out0 = |, %g[0-9]+_out0")) << "payload reads outs";
  EXPECT_TRUE(has("arith\\.divsi")) << "division";
  EXPECT_TRUE(has("arith\\.fptosi")) << "float-to-int";
  for (const char *op : {"linalg\\.matmul ins", "linalg\\.batch_matmul ins",
                         "linalg\\.reduce ins", "linalg\\.transpose ins",
                         "linalg\\.broadcast ins", "linalg\\.map ins"})
    EXPECT_TRUE(has(op)) << op;
  // Named ops on dynamic shapes and in chains (a named op reading another
  // op's result).
  EXPECT_TRUE(has("linalg\\.(matmul|reduce|map|transpose|broadcast) "
                  "ins\\([^)]*tensor<[0-9x]*\\?"))
      << "named op on a dynamic shape";
  EXPECT_TRUE(has("linalg\\.(matmul|batch_matmul|reduce|map|transpose|"
                  "broadcast) ins\\(%v[0-9]"))
      << "named op reading an op result";
  // Reshapes (static and dynamic, expanding and collapsing), scalar
  // arguments read by payloads and as pad values, dense and splat
  // constants.
  EXPECT_TRUE(has("tensor\\.collapse_shape %v[0-9]+ \\[\\["))
      << "collapse of an op result";
  EXPECT_TRUE(has("tensor\\.expand_shape %v[0-9]+ \\[\\["))
      << "expand of an op result";
  EXPECT_TRUE(has("output_shape \\[[^\\]]*%r[0-9]+_(d|q)"))
      << "expand with a dynamic output size";
  EXPECT_TRUE(has("collapse_shape[^\\n]*tensor<[0-9x]*\\?"))
      << "collapse of a dynamic shape";
  EXPECT_TRUE(has("%arg[0-9]+: (f32|f16|i32|i8|i1)[,)]")) << "scalar argument";
  EXPECT_TRUE(has("tensor\\.yield %arg[0-9]+ ")) << "scalar pad value";
  EXPECT_TRUE(has("arith\\.constant dense<\\[")) << "dense constant";
  EXPECT_TRUE(has("arith\\.constant dense<[^\\[]")) << "splat constant";
  EXPECT_TRUE(has("tensor\\.extract %arg[0-9]+\\[%g[0-9]+_[0-9]+"))
      << "gather in a payload";
}

TEST(Generator, ReshapesVerifyOnEverySeed) {
  // expand_shape and collapse_shape verify their types and output_shape
  // against each other: with many reshapes, every seed still parses,
  // verifies and stays in the subset.
  GenPolicy policy;
  policy.reshape = 60;
  policy.scalar_arg = 50;
  policy.constant_input = 50;
  for (uint64_t seed = 0; seed < 500; ++seed) {
    std::string failure;
    auto module = parsedCase(seed, policy, failure);
    ASSERT_TRUE(module) << failure;
  }
}

TEST(Generator, NamedOpsVerifyOnEverySeed) {
  // Named ops verify operand shapes strictly ('?' must meet '?'): with
  // every structured op named, every seed still parses and verifies.
  GenPolicy policy;
  policy.named = 100;
  for (uint64_t seed = 0; seed < 500; ++seed) {
    std::string failure;
    auto module = parsedCase(seed, policy, failure);
    ASSERT_TRUE(module) << failure;
  }
}

TEST(Generator, PartialWritesGoIntoLargerDefinedInits) {
  // An output map with a constant result writes one slice of its init: that
  // init is a defined one (never a bare tensor.empty), and the constant's
  // dim has room for indices nobody writes.
  GenPolicy policy;
  policy.partial_write = 100; // 4 by default
  unsigned partial = 0, withRoom = 0;
  for (uint64_t seed = 0; seed < 200; ++seed) {
    std::string failure;
    auto module = parsedCase(seed, policy, failure);
    ASSERT_TRUE(module) << failure;
    module->walk([&](mlir::linalg::GenericOp op) {
      for (mlir::OpOperand &init : op.getDpsInitsMutable()) {
        mlir::AffineMap map = op.getMatchingIndexingMap(&init);
        auto type = llvm::cast<mlir::RankedTensorType>(init.get().getType());
        for (auto [d, e] : llvm::enumerate(map.getResults())) {
          auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e);
          if (!c)
            continue;
          ++partial;
          EXPECT_FALSE(init.get().getDefiningOp<mlir::tensor::EmptyOp>())
              << "seed " << seed << ": a partial write into an empty init";
          if (type.isDynamicDim(d) || type.getDimSize(d) > c.getValue() + 1)
            ++withRoom;
        }
      }
    });
  }
  EXPECT_GT(partial, 100u);
  EXPECT_EQ(withRoom, partial) << "every written index leaves others";
}

/// Whether `v` is the constant `value` (integer or float).
static bool isConstant(mlir::Value v, double value) {
  auto cst = v.getDefiningOp<mlir::arith::ConstantOp>();
  if (!cst)
    return false;
  if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(cst.getValue()))
    return i.getValue().getSExtValue() == static_cast<int64_t>(value);
  if (auto f = llvm::dyn_cast<mlir::FloatAttr>(cst.getValue()))
    return f.getValueAsDouble() == value;
  return false;
}

/// Whether `cond` is (or ors together) `cmpi eq, d, <value>`.
static bool testsFor(mlir::Value cond, mlir::Value d, int64_t value) {
  if (auto ori = cond.getDefiningOp<mlir::arith::OrIOp>())
    return testsFor(ori.getLhs(), d, value) || testsFor(ori.getRhs(), d, value);
  auto cmp = cond.getDefiningOp<mlir::arith::CmpIOp>();
  return cmp && cmp.getPredicate() == mlir::arith::CmpIPredicate::eq &&
         cmp.getLhs() == d && isConstant(cmp.getRhs(), value);
}

/// Every integer division's divisor is `select(d == 0 [|| d == -1], 1, d)`
/// (-1 too for signed ones: INT_MIN / -1), and every fptosi reads
/// `select(isnan(x), 0, min(max(x, -100), 100))`: the guards themselves,
/// not just the op names.
TEST(Generator, DivisionsAndFloatToIntAreGuarded) {
  GenPolicy policy;
  unsigned divisions = 0, conversions = 0;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    std::string text = generateCase(seed, policy), error;
    auto module = parseModule(text, "gen.mlir", test::context(), error);
    ASSERT_TRUE(module) << error;
    module->walk([&](mlir::Operation *op) {
      bool isSigned = llvm::isa<mlir::arith::DivSIOp, mlir::arith::RemSIOp>(op);
      if (isSigned ||
          llvm::isa<mlir::arith::DivUIOp, mlir::arith::RemUIOp>(op)) {
        mlir::Value d = op->getOperand(1);
        // Shift amounts are reduced with remui by the constant bit width.
        if (isConstant(d, 32) || isConstant(d, 16) || isConstant(d, 8) ||
            isConstant(d, 1))
          return;
        // A dynamic expand_shape size: the source size over the group's
        // static sizes, a positive index constant.
        if (d.getType().isIndex())
          if (auto c = d.getDefiningOp<mlir::arith::ConstantIndexOp>();
              c && c.value() > 0)
            return;
        ++divisions;
        auto select = d.getDefiningOp<mlir::arith::SelectOp>();
        ASSERT_TRUE(select) << "seed " << seed << ": unguarded divisor";
        mlir::Value raw = select.getFalseValue();
        EXPECT_TRUE(isConstant(select.getTrueValue(), 1)) << "seed " << seed;
        EXPECT_TRUE(testsFor(select.getCondition(), raw, 0))
            << "seed " << seed << ": divisor not tested for 0";
        if (isSigned) {
          EXPECT_TRUE(testsFor(select.getCondition(), raw, -1))
              << "seed " << seed << ": signed divisor not tested for -1";
        }
      }
      if (auto cast = llvm::dyn_cast<mlir::arith::FPToSIOp>(op)) {
        ++conversions;
        auto select = cast.getIn().getDefiningOp<mlir::arith::SelectOp>();
        ASSERT_TRUE(select) << "seed " << seed << ": unguarded fptosi";
        auto isNan = select.getCondition().getDefiningOp<mlir::arith::CmpFOp>();
        ASSERT_TRUE(isNan);
        EXPECT_EQ(isNan.getPredicate(), mlir::arith::CmpFPredicate::UNO);
        EXPECT_TRUE(isConstant(select.getTrueValue(), 0.0));
        auto hi =
            select.getFalseValue().getDefiningOp<mlir::arith::MinimumFOp>();
        ASSERT_TRUE(hi) << "seed " << seed;
        EXPECT_TRUE(isConstant(hi.getRhs(), 100.0));
        auto lo = hi.getLhs().getDefiningOp<mlir::arith::MaximumFOp>();
        ASSERT_TRUE(lo) << "seed " << seed;
        EXPECT_TRUE(isConstant(lo.getRhs(), -100.0));
        EXPECT_EQ(lo.getLhs(), isNan.getLhs()) << "seed " << seed;
      }
    });
  }
  EXPECT_GT(divisions, 20u);
  EXPECT_GT(conversions, 20u);
}

TEST(GenPolicy, OverridesAndErrors) {
  GenPolicy policy;
  ASSERT_FALSE(llvm::errorToBool(policy.parseOverrides("pad=0,max_rank=2")));
  EXPECT_EQ(policy.pad, 0u);
  EXPECT_EQ(policy.max_rank, 2u);
  EXPECT_TRUE(llvm::errorToBool(policy.parseOverrides("nonsense=3")));
  EXPECT_TRUE(llvm::errorToBool(policy.parseOverrides("pad=x")));
  EXPECT_TRUE(llvm::errorToBool(policy.parseOverrides("max_rank=9")));
  GenPolicy other;
  EXPECT_NE(policy.hash(), other.hash());
}

TEST(GenPolicy, KnobsChangeGeneration) {
  GenPolicy noPads;
  ASSERT_FALSE(llvm::errorToBool(
      noPads.parseOverrides("pad=0,conv_pad=0,residual_block=0")));
  for (uint64_t seed = 0; seed < 200; ++seed)
    EXPECT_EQ(generateCase(seed, noPads).find("tensor.pad"), std::string::npos);
}

TEST(DecisionSource, SeededIsUniformWithinBounds) {
  SeededDecisions ds(5);
  std::vector<int> counts(7, 0);
  for (int i = 0; i < 7000; ++i) {
    uint64_t v = ds.below(7);
    ASSERT_LT(v, 7u);
    ++counts[v];
  }
  for (int c : counts)
    EXPECT_GT(c, 800);
}

TEST(DecisionSource, BytesDriveChoicesAndRunOutToZero) {
  const uint8_t bytes[] = {3, 0xff, 0x01, 0x02};
  ByteDecisions ds(bytes);
  EXPECT_EQ(ds.below(10), 3u);
  EXPECT_EQ(ds.below(256), 0xffu);
  EXPECT_EQ(ds.below(1000), (0x0102u) % 1000);
  EXPECT_EQ(ds.below(5), 0u); // exhausted
  // Byte-driven generation yields valid cases too.
  GenPolicy policy;
  std::vector<uint8_t> data(64);
  for (int round = 0; round < 50; ++round) {
    for (size_t i = 0; i < data.size(); ++i)
      data[i] = static_cast<uint8_t>(i * 37 + round * 11);
    ByteDecisions bds(data);
    std::string text = emitCase(generateCaseModel(bds, policy, 0));
    std::string error;
    ASSERT_TRUE(parseModule(text, "bytes.mlir", test::context(), error))
        << error << text;
  }
}

TEST(DecisionSource, CaseSeedsAreDistinct) {
  EXPECT_NE(caseSeed(1, 0), caseSeed(1, 1));
  EXPECT_NE(caseSeed(1, 0), caseSeed(2, 0));
  EXPECT_EQ(caseSeed(9, 3), caseSeed(9, 3));
}

/// The model of seed `seed`'s case under `policy`, where its text parses,
/// verifies and stays in the subset (else `failure` says why).
static std::optional<CaseModel>
modelOfValidCase(uint64_t seed, const GenPolicy &policy, std::string &failure) {
  if (!parsedCase(seed, policy, failure))
    return std::nullopt;
  SeededDecisions decisions(seed);
  return generateCaseModel(decisions, policy, seed);
}

TEST(Generator, ConvolutionsPoolingAndResidualBlocks) {
  // Every convolution and pooling kind, strides and dilations of 2, padded
  // inputs with dynamic dims, and residual blocks (conv -> epilogue -> conv
  // -> add of the block's input) appear, and every case parses, verifies
  // and stays in the accepted subset.
  GenPolicy policy;
  policy.named = 60;
  policy.conv = 100;
  policy.residual_block = 20;
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 150; ++seed) {
    std::string failure;
    std::optional<CaseModel> m = modelOfValidCase(seed, policy, failure);
    ASSERT_TRUE(m) << failure;
    for (const OpModel &op : m->ops) {
      const GenericModel &g = op.generic;
      if (op.kind == OpModel::Generic && g.payload.size() == 1 &&
          llvm::StringRef(g.payload[0]).contains("_sum = arith.add"))
        seen.insert("residual-add");
      if (op.kind != OpModel::Generic || !isConvolution(g.named))
        continue;
      seen.insert(namedOpName(g.named).str());
      if (g.namedDims[0] == 2 || g.namedDims[1] == 2)
        seen.insert("stride-2");
      if (g.namedDims[2] == 2 || g.namedDims[3] == 2)
        seen.insert("dilation-2");
      const TensorValue &input = m->values[g.inputs[0]];
      if (input.definingOp >= 0 &&
          m->ops[input.definingOp].kind == OpModel::Pad)
        seen.insert("padded-input");
      if (llvm::is_contained(input.dynamic, true))
        seen.insert("dynamic-input");
    }
  }
  for (const char *want :
       {"linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_fhwc",
        "linalg.depthwise_conv_2d_nhwc_hwc", "linalg.pooling_nhwc_sum",
        "linalg.pooling_nhwc_max", "stride-2", "dilation-2", "padded-input",
        "dynamic-input", "residual-add"})
    EXPECT_TRUE(seen.count(want)) << want;
}

TEST(Generator, ElementwiseOpsWithTheirIndexingMaps) {
  // linalg.elementwise, unary and binary, with a second input read as it
  // is, transposed or broadcast (printed indexing_maps); all parse, verify
  // and stay in the accepted subset.
  GenPolicy policy;
  policy.named = 60;
  policy.elementwise_op = 100;
  std::set<std::string> seen;
  std::regex kind("linalg.elementwise kind=#linalg.elementwise_kind<([a-z_]+)>"
                  "( indexing_maps)?");
  for (uint64_t seed = 0; seed < 100; ++seed) {
    std::string failure;
    auto module = parsedCase(seed, policy, failure);
    ASSERT_TRUE(module) << failure;
    std::string text = generateCase(seed, policy);
    for (std::sregex_iterator it(text.begin(), text.end(), kind), end;
         it != end; ++it) {
      seen.insert((*it)[1]);
      if ((*it)[2].matched)
        seen.insert("indexing_maps");
    }
  }
  for (const char *want : {"exp", "add", "max_signed", "mul", "indexing_maps"})
    EXPECT_TRUE(seen.count(want)) << want;
}

TEST(Generator, PacksUnpacksAndSoftmax) {
  // Packs (one or two tiled dims, outer dims permuted, padded where a tile
  // may not divide its dim, dynamic dims), unpacks back from an earlier
  // pack's layout and of fresh packed inputs, and softmax along any dim:
  // every case parses, verifies and stays in the accepted subset.
  GenPolicy policy;
  policy.relayout = 60;
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 150; ++seed) {
    std::string failure;
    std::optional<CaseModel> m = modelOfValidCase(seed, policy, failure);
    ASSERT_TRUE(m) << failure;
    for (const OpModel &op : m->ops) {
      if (op.kind != OpModel::Relayout)
        continue;
      const RelayoutModel &r = op.relayout;
      const TensorValue &source = m->values[r.source];
      bool dynamic = llvm::is_contained(source.dynamic, true);
      switch (r.kind) {
      case RelayoutModel::Pack:
        seen.insert("pack");
        if (r.innerDimsPos.size() == 2)
          seen.insert("pack-two-dims");
        if (!r.outerDimsPerm.empty())
          seen.insert("pack-outer-perm");
        if (!r.padConstant.empty())
          seen.insert("pack-padded");
        if (dynamic)
          seen.insert("pack-dynamic");
        break;
      case RelayoutModel::Unpack:
        seen.insert(r.sizesFrom >= 0 ? "unpack-of-pack" : "unpack-fresh");
        if (dynamic)
          seen.insert("unpack-dynamic");
        break;
      case RelayoutModel::Softmax:
        seen.insert("softmax");
        if (r.softmaxDim > 0)
          seen.insert("softmax-inner-dim");
        break;
      }
    }
  }
  for (const char *want :
       {"pack", "pack-two-dims", "pack-outer-perm", "pack-padded",
        "pack-dynamic", "unpack-of-pack", "unpack-fresh", "unpack-dynamic",
        "softmax", "softmax-inner-dim"})
    EXPECT_TRUE(seen.count(want)) << want;
}
