//===- TensorOps.cpp - The tensor dialect, and tensor constants -----------===//
#include "oracle/interp/Machine.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz::interp;

bool fusefuzz::interp::boxOffsets(llvm::ArrayRef<int64_t> shape,
                                  llvm::ArrayRef<int64_t> offsets,
                                  llvm::ArrayRef<int64_t> sizes,
                                  llvm::ArrayRef<int64_t> strides,
                                  std::vector<int64_t> &out,
                                  std::string &error) {
  unsigned rank = shape.size();
  if (offsets.size() != rank || sizes.size() != rank ||
      strides.size() != rank) {
    error = "a slice whose rank is not the tensor's";
    return false;
  }
  int64_t count = 1;
  for (unsigned d = 0; d < rank; ++d) {
    if (sizes[d] < 0) {
      error = llvm::formatv("a slice of negative size {0}", sizes[d]);
      return false;
    }
    count *= sizes[d];
    if (sizes[d] == 0) {
      // An empty slice may start at the end, not beyond it (upstream's
      // runtime verification of extract_slice states the same).
      if (offsets[d] < 0 || offsets[d] > shape[d]) {
        error = llvm::formatv("the empty slice's dimension {0} starts at {1}, "
                              "outside the tensor's size {2}",
                              d, offsets[d], shape[d]);
        return false;
      }
      continue;
    }
    int64_t last = offsets[d] + (sizes[d] - 1) * strides[d];
    if (offsets[d] < 0 || offsets[d] >= shape[d] || last < 0 ||
        last >= shape[d]) {
      error = llvm::formatv("the slice's dimension {0} (offset {1}, size {2}, "
                            "stride {3}) leaves the tensor's size {4}",
                            d, offsets[d], sizes[d], strides[d], shape[d]);
      return false;
    }
  }
  out.clear();
  if (count == 0)
    return true;
  out.reserve(count);
  llvm::SmallVector<int64_t, 4> strideOf = stridesOf(shape), at(rank, 0);
  while (true) {
    int64_t offset = 0;
    for (unsigned d = 0; d < rank; ++d)
      offset += (offsets[d] + at[d] * strides[d]) * strideOf[d];
    out.push_back(offset);
    int d = int(rank) - 1;
    for (; d >= 0; --d) {
      if (++at[d] < sizes[d])
        break;
      at[d] = 0;
    }
    if (d < 0)
      return true;
  }
}

void fusefuzz::interp::insertElements(Tensor &whole, const Tensor &part,
                                      llvm::ArrayRef<int64_t> offsets) {
  for (size_t i = 0; i < offsets.size(); ++i)
    whole.data[offsets[i]] = part.data[i];
  if (part.fresh.empty()) {
    for (int64_t o : offsets)
      whole.written(o);
    return;
  }
  if (whole.fresh.empty())
    whole.fresh.assign(whole.data.size(), 0);
  for (size_t i = 0; i < offsets.size(); ++i)
    whole.fresh[offsets[i]] = part.fresh[i];
}

TensorRef fusefuzz::interp::gatherElements(const Tensor &whole,
                                           llvm::ArrayRef<int64_t> offsets,
                                           llvm::ArrayRef<int64_t> shape) {
  auto part = std::make_shared<Tensor>();
  part->ty = whole.ty;
  part->shape.assign(shape.begin(), shape.end());
  part->data.resize(offsets.size());
  for (size_t i = 0; i < offsets.size(); ++i)
    part->data[i] = whole.data[offsets[i]];
  if (!whole.fresh.empty()) {
    part->fresh.resize(offsets.size());
    for (size_t i = 0; i < offsets.size(); ++i)
      part->fresh[i] = whole.fresh[offsets[i]];
  }
  return part;
}

/// A tensor constant's elements.
static FailureOr<TensorRef> denseConstant(Machine &m, DenseElementsAttr attr) {
  auto type = cast<RankedTensorType>(attr.getType());
  FailureOr<TensorRef> t =
      m.allocate(type.getElementType(), type.getShape(), /*filled=*/false);
  if (failed(t))
    return failure();
  if (attr.isSplat()) {
    std::optional<uint64_t> bits = scalarBits(attr.getSplatValue<Attribute>());
    if (!bits)
      return m.fail("a tensor constant of unsupported elements");
    std::fill((*t)->data.begin(), (*t)->data.end(), *bits);
    return t;
  }
  int64_t i = 0;
  for (Attribute element : attr.getValues<Attribute>()) {
    std::optional<uint64_t> bits = scalarBits(element);
    if (!bits)
      return m.fail("a tensor constant of unsupported elements");
    (*t)->data[i++] = *bits;
  }
  return t;
}

/// The shape `type` has at run time, dynamic sizes from `dynamic`.
static llvm::SmallVector<int64_t, 4>
runtimeShape(Machine &m, RankedTensorType type, ValueRange dynamic) {
  llvm::SmallVector<int64_t, 4> shape;
  unsigned next = 0;
  for (int64_t d : type.getShape())
    shape.push_back(ShapedType::isDynamic(d) ? m.index(dynamic[next++]) : d);
  return shape;
}

LogicalResult Machine::runTensorOp(Operation &o, bool &handled) {
  handled = true;
  if (auto op = dyn_cast<arith::ConstantOp>(o)) {
    if (auto dense = dyn_cast<DenseElementsAttr>(op.getValue())) {
      FailureOr<TensorRef> t = denseConstant(*this, dense);
      if (failed(t))
        return failure();
      set(op, *t);
      return success();
    }
    std::optional<uint64_t> bits = scalarBits(op.getValue());
    if (!bits)
      return fail("an arith.constant of unsupported type");
    set(op, *bits);
    return success();
  }
  if (auto op = dyn_cast<tensor::EmptyOp>(o)) {
    FailureOr<TensorRef> t =
        allocate(op.getType().getElementType(),
                 runtimeShape(*this, op.getType(), op.getDynamicSizes()));
    if (failed(t))
      return failure();
    set(op, *t);
    return success();
  }
  if (auto op = dyn_cast<tensor::SplatOp>(o)) {
    FailureOr<TensorRef> t = allocate(
        op.getType().getElementType(),
        runtimeShape(*this, op.getType(), op.getDynamicSizes()), false);
    if (failed(t))
      return failure();
    std::fill((*t)->data.begin(), (*t)->data.end(), bits(op.getInput()));
    set(op, *t);
    return success();
  }
  if (auto op = dyn_cast<tensor::DimOp>(o)) {
    const Tensor &t = *tensor(op.getSource());
    int64_t d = index(op.getIndex());
    if (d < 0 || d >= int64_t(t.shape.size()))
      return fail(llvm::formatv("tensor.dim of dimension {0} of a rank-{1} "
                                "tensor",
                                d, t.shape.size()));
    set(op, uint64_t(t.shape[d]));
    return success();
  }
  if (auto op = dyn_cast<tensor::ExtractSliceOp>(o)) {
    const Tensor &whole = *tensor(op.getSource());
    llvm::SmallVector<int64_t, 4> sizes = indices(op.getMixedSizes());
    std::vector<int64_t> offsets;
    if (!boxOffsets(whole.shape, indices(op.getMixedOffsets()), sizes,
                    indices(op.getMixedStrides()), offsets, error))
      return fail("tensor.extract_slice: " + error);
    llvm::SmallBitVector dropped = op.getDroppedDims();
    llvm::SmallVector<int64_t, 4> shape;
    for (unsigned d = 0; d < sizes.size(); ++d)
      if (!dropped.test(d))
        shape.push_back(sizes[d]);
    set(op, gatherElements(whole, offsets, shape));
    return success();
  }
  if (auto op = dyn_cast<tensor::InsertSliceOp>(o)) {
    auto whole = std::make_shared<Tensor>(*tensor(op.getDest()));
    const Tensor &part = *tensor(op.getSource());
    std::vector<int64_t> offsets;
    if (!boxOffsets(whole->shape, indices(op.getMixedOffsets()),
                    indices(op.getMixedSizes()), indices(op.getMixedStrides()),
                    offsets, error))
      return fail("tensor.insert_slice: " + error);
    if (int64_t(offsets.size()) != part.numElements())
      return fail("tensor.insert_slice of a source whose size is not the "
                  "slice's");
    insertElements(*whole, part, offsets);
    set(op, whole);
    return success();
  }
  if (auto op = dyn_cast<tensor::ExtractOp>(o)) {
    const Tensor &t = *tensor(op.getTensor());
    int64_t offset = 0;
    for (auto [d, v] : llvm::enumerate(op.getIndices())) {
      int64_t i = index(v);
      if (i < 0 || i >= t.shape[d])
        return fail(llvm::formatv("tensor.extract at index {0} of a "
                                  "dimension of size {1}",
                                  i, t.shape[d]));
      offset = offset * t.shape[d] + i;
    }
    set(op, read(t, offset));
    return success();
  }
  if (auto op = dyn_cast<tensor::InsertOp>(o)) {
    auto t = std::make_shared<Tensor>(*tensor(op.getDest()));
    int64_t offset = 0;
    for (auto [d, v] : llvm::enumerate(op.getIndices())) {
      int64_t i = index(v);
      if (i < 0 || i >= t->shape[d])
        return fail(llvm::formatv("tensor.insert at index {0} of a "
                                  "dimension of size {1}",
                                  i, t->shape[d]));
      offset = offset * t->shape[d] + i;
    }
    t->data[offset] = bits(op.getScalar());
    t->written(offset);
    set(op, t);
    return success();
  }
  if (auto op = dyn_cast<tensor::CastOp>(o)) {
    const TensorRef &t = tensor(op.getSource());
    auto type = cast<RankedTensorType>(op.getType());
    for (auto [d, size] : llvm::enumerate(type.getShape()))
      if (!ShapedType::isDynamic(size) && size != t->shape[d])
        return fail(llvm::formatv("tensor.cast to size {0} of a dimension "
                                  "of size {1}",
                                  size, t->shape[d]));
    set(op, t); // the same value: tensors are never written after creation
    return success();
  }
  if (auto op = dyn_cast<tensor::ExpandShapeOp>(o)) {
    const TensorRef &src = tensor(op.getSrc());
    llvm::SmallVector<int64_t, 4> shape = indices(op.getMixedOutputShape());
    auto t = std::make_shared<Tensor>(*src);
    t->shape.assign(shape.begin(), shape.end());
    if (t->numElements() != src->numElements())
      return fail("tensor.expand_shape to a shape of another size");
    for (auto [group, size] :
         llvm::zip(op.getReassociationIndices(), src->shape)) {
      int64_t product = 1;
      for (int64_t d : group)
        product *= shape[d];
      if (product != size)
        return fail("tensor.expand_shape: a group's sizes do not multiply "
                    "to the source dimension");
    }
    set(op, t);
    return success();
  }
  if (auto op = dyn_cast<tensor::CollapseShapeOp>(o)) {
    const TensorRef &src = tensor(op.getSrc());
    auto t = std::make_shared<Tensor>(*src);
    t->shape.clear();
    for (const ReassociationIndices &group : op.getReassociationIndices()) {
      int64_t product = 1;
      for (int64_t d : group)
        product *= src->shape[d];
      t->shape.push_back(product);
    }
    set(op, t);
    return success();
  }
  if (auto op = dyn_cast<tensor::ConcatOp>(o)) {
    int64_t dim = op.getDim();
    llvm::SmallVector<int64_t, 4> shape;
    for (Value input : op.getInputs()) {
      const Tensor &t = *tensor(input);
      if (shape.empty()) {
        shape.assign(t.shape.begin(), t.shape.end());
        shape[dim] = 0;
      }
      for (unsigned d = 0; d < shape.size(); ++d)
        if (int64_t(d) != dim && t.shape[d] != shape[d])
          return fail("tensor.concat of inputs whose other sizes differ");
      shape[dim] += t.shape[dim];
    }
    FailureOr<TensorRef> out =
        allocate(op.getType().getElementType(), shape, false);
    if (failed(out))
      return failure();
    // Rows of the leading dimensions, each the inputs' blocks side by side.
    int64_t outer = 1;
    for (int64_t d = 0; d < dim; ++d)
      outer *= shape[d];
    Tensor &result = **out;
    bool fresh = llvm::any_of(
        op.getInputs(), [&](Value v) { return !tensor(v)->fresh.empty(); });
    if (fresh)
      result.fresh.assign(result.data.size(), 0);
    int64_t at = 0;
    for (int64_t row = 0; row < outer; ++row)
      for (Value input : op.getInputs()) {
        const Tensor &t = *tensor(input);
        int64_t block = t.numElements() / outer;
        std::copy_n(t.data.data() + row * block, block, &result.data[at]);
        if (!t.fresh.empty())
          std::copy_n(t.fresh.data() + row * block, block, &result.fresh[at]);
        at += block;
      }
    set(op, *out);
    return success();
  }
  handled = false;
  return success();
}

void Machine::bindKernel(const Kernel &kernel, std::vector<uint64_t> &slots,
                         llvm::SmallVectorImpl<const Tensor *> &captured) {
  slots.assign(kernel.numSlots(), 0);
  kernel.initConstants(slots.data());
  for (const auto &[slot, v] : kernel.scalarCaptures())
    slots[slot] = bits(v);
  for (Value v : kernel.tensorCaptures())
    captured.push_back(tensor(v).get());
}

LogicalResult Machine::fillElements(
    Tensor &out, const Kernel &kernel, llvm::StringRef what,
    llvm::function_ref<bool(llvm::ArrayRef<int64_t>, int64_t)> copied) {
  int64_t n = out.numElements();
  if (failed(spend(n)))
    return failure();
  std::vector<uint64_t> slots;
  llvm::SmallVector<const Tensor *, 2> captured;
  bindKernel(kernel, slots, captured);
  unsigned rank = out.shape.size();
  llvm::SmallVector<int64_t, 4> at(rank, 0);
  for (int64_t i = 0; i < n; ++i) {
    if (!copied(at, i)) {
      for (unsigned d = 0; d < rank; ++d)
        slots[d] = uint64_t(at[d]);
      if (!kernel.run(slots.data(), nullptr, captured.data(), poisonRead,
                      error))
        return fail(what + ": " + error);
      out.data[i] = slots[kernel.yields()[0]];
    }
    for (int d = int(rank) - 1; d >= 0; --d) {
      if (++at[d] < out.shape[d])
        break;
      at[d] = 0;
    }
  }
  return success();
}

LogicalResult Machine::runPad(Operation &o, const Kernel &kernel) {
  auto op = cast<tensor::PadOp>(o);
  const Tensor &src = *tensor(op.getSource());
  llvm::SmallVector<int64_t, 4> low = indices(op.getMixedLowPad()),
                                high = indices(op.getMixedHighPad()), shape;
  unsigned rank = src.shape.size();
  for (unsigned d = 0; d < rank; ++d) {
    if (low[d] < 0 || high[d] < 0)
      return fail("tensor.pad by a negative amount");
    shape.push_back(src.shape[d] + low[d] + high[d]);
  }
  FailureOr<TensorRef> out =
      allocate(op.getType().getElementType(), shape, false);
  if (failed(out))
    return failure();
  Tensor &result = **out;
  llvm::SmallVector<int64_t, 4> srcStrides = stridesOf(src.shape);
  // Elements inside the source are copied (with their freshness); the
  // padding region computes the others.
  auto copied = [&](llvm::ArrayRef<int64_t> at, int64_t i) {
    int64_t offset = 0;
    for (unsigned d = 0; d < rank; ++d) {
      int64_t s = at[d] - low[d];
      if (s < 0 || s >= src.shape[d])
        return false;
      offset += s * srcStrides[d];
    }
    result.data[i] = src.data[offset];
    if (!src.fresh.empty() && src.fresh[offset]) {
      if (result.fresh.empty())
        result.fresh.assign(result.data.size(), 0);
      result.fresh[i] = 1;
    }
    return true;
  };
  if (failed(
          fillElements(result, kernel, "tensor.pad's padding value", copied)))
    return failure();
  set(op, *out);
  return success();
}

LogicalResult Machine::runGenerate(Operation &o, const Kernel &kernel) {
  auto op = cast<tensor::GenerateOp>(o);
  auto type = cast<RankedTensorType>(op.getType());
  FailureOr<TensorRef> out =
      allocate(type.getElementType(),
               runtimeShape(*this, type, op.getDynamicExtents()), false);
  if (failed(out))
    return failure();
  auto none = [](llvm::ArrayRef<int64_t>, int64_t) { return false; };
  if (failed(fillElements(**out, kernel, "tensor.generate's body", none)))
    return failure();
  set(op, *out);
  return success();
}
