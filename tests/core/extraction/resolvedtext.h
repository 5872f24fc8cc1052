#pragma once

// A text taken through the mention finder and the resolver with the built-in gazetteer and lexicon,
// for tests that read the mentions and entities they leave.
#include "entityresolver.h"
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "sentencesplitter.h"

namespace Touchline::Test {

struct ResolvedText {
    explicit ResolvedText(const QString &text)
        : context{text, Tokenizer::tokenize(text), {}, {}, {}, {}, annotations}
    {
        context.sentences = SentenceSplitter::split(text, context.tokens);
        MentionFinder(*Gazetteer::builtIn(), *Lexicon::builtIn()).find(context);
        EntityResolver(*Gazetteer::builtIn()).resolve(context);
    }
    AnnotationSet annotations;
    ExtractionContext context;
};

} // namespace Touchline::Test
