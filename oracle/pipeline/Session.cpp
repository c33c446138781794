//===- Session.cpp --------------------------------------------------------===//
#include "oracle/pipeline/Session.h"
#include "passes/Context.h"

using namespace fusefuzz;

std::unique_ptr<Session> Session::create(std::string &error,
                                         const StrategyRegistry &strategies) {
  std::unique_ptr<Session> session(new Session());
  session->strategyTable = strategies;
  session->mlirContext = createContext();
  session->loweringPipeline =
      LoweringPipeline::create(*session->mlirContext, error);
  if (!session->loweringPipeline)
    return nullptr;
  session->target = JitTarget::detect(error);
  if (!session->target)
    return nullptr;
  return session;
}

Session::~Session() = default;
