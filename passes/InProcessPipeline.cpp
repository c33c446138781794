//===- InProcessPipeline.cpp ----------------------------------------------===//
#include "passes/InProcessPipeline.h"
#include "passes/Context.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;
using namespace fusefuzz;

std::string InProcessPipeline::textual() const {
  llvm::StringRef text = llvm::StringRef(pipeline).trim();
  if (text.contains('(') || !text.starts_with("-"))
    return text.starts_with("builtin.module(")
               ? text.str()
               : "builtin.module(" + text.str() + ")";
  llvm::SmallVector<llvm::StringRef> flags;
  text.split(flags, ' ', -1, /*KeepEmpty=*/false);
  std::string passes;
  for (llvm::StringRef flag : flags) {
    flag = flag.ltrim('-');
    auto [name, options] = flag.split('=');
    if (!passes.empty())
      passes += ",";
    passes += name.str();
    if (!options.empty())
      passes += "{" + options.trim("\"'").str() + "}";
  }
  return "builtin.module(" + passes + ")";
}

std::string InProcessPipeline::pluginFlags() const {
  std::string out;
  for (const std::string &plugin : dialectPlugins)
    out += " --load-dialect-plugin " + plugin;
  for (const std::string &plugin : passPlugins)
    out += " --load-pass-plugin " + plugin;
  return out;
}

std::string InProcessPipeline::mlirOptCommand(llvm::StringRef input) const {
  std::string out = "mlir-opt";
  for (const std::string &plugin : dialectPlugins)
    out += " --load-dialect-plugin=" + plugin;
  for (const std::string &plugin : passPlugins)
    out += " --load-pass-plugin=" + plugin;
  return out + " '--pass-pipeline=" + textual() + "' " + input.str();
}

/// Loads each plugin of `paths` not loaded yet (by `flag`, the option that
/// named it) and registers what it brings.
template <typename Plugin>
static bool loadEach(llvm::ArrayRef<std::string> paths, llvm::StringRef flag,
                     llvm::function_ref<void(Plugin &)> registerIt,
                     std::string &error) {
  static llvm::StringSet<> loaded;
  for (const std::string &path : paths) {
    if (loaded.contains(path))
      continue;
    llvm::Expected<Plugin> plugin = Plugin::load(path);
    if (!plugin) {
      error =
          ("--" + flag + " " + path + ": " + llvm::toString(plugin.takeError()))
              .str();
      return false;
    }
    registerIt(*plugin);
    loaded.insert(path);
  }
  return true;
}

bool fusefuzz::loadPlugins(const InProcessPipeline &pipeline,
                           std::string &error) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  return loadEach<PassPlugin>(
             pipeline.passPlugins, "load-pass-plugin",
             [](PassPlugin &p) { p.registerPassRegistryCallbacks(); }, error) &&
         loadEach<DialectPlugin>(
             pipeline.dialectPlugins, "load-dialect-plugin",
             [](DialectPlugin &p) {
               addDialectRegistration([p](DialectRegistry &registry) {
                 p.registerDialectRegistryCallbacks(registry);
               });
             },
             error);
}

LogicalResult fusefuzz::runInProcess(const InProcessPipeline &pipeline,
                                     ModuleOp module, std::string &error) {
  MLIRContext *context = module.getContext();
  std::string parseError;
  llvm::raw_string_ostream os(parseError);
  // Anchored on builtin.module, as mlir-opt's --pass-pipeline reads it.
  FailureOr<OpPassManager> parsed = parsePassPipeline(pipeline.textual(), os);
  if (failed(parsed)) {
    error = "pipeline '" + pipeline.textual() + "': " + parseError;
    return failure();
  }
  PassManager pm(context, ModuleOp::getOperationName());
  static_cast<OpPassManager &>(pm) = std::move(*parsed);
  DiagnosticCollector collector(*context, error);
  if (failed(pm.run(module))) {
    if (error.empty())
      error = "the pipeline failed without a diagnostic";
    return failure();
  }
  return success();
}
