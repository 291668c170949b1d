// The expert knowledge of both real games (specialisations of ai::Knowledge). Every file that
// instantiates a bot for a real game must include this (ai/make_bot.h does).
#pragma once

#include "ai/knowledge_classic.h"
#include "ai/knowledge_pavilion.h"
