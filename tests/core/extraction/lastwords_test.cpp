// The mention finder tells the resolver the size of a name's last word when the name is words of
// ASCII letters folded as written (RawMention::lastWordSize), and the resolver then takes the last
// word's hash from WordHashes: every size told must be that of the fold's last word, every such hash
// the last word's, and the entities resolved must be those resolved without the hashes (searching
// each fold for its last word), on the fictional reports and random mixes of names.
#include "entityresolver.h"
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "randommixes.h"
#include "sentencesplitter.h"
#include "wordtable.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Touchline;

namespace {

QStringList texts()
{
    QStringList all;
    for (const QString &folder : {QStringLiteral(TOUCHLINE_SOURCE_DIR "/tests/data/reports"), QStringLiteral(TOUCHLINE_SOURCE_DIR "/resources/sample")}) {
        for (const QString &name : QDir(folder).entryList({QStringLiteral("*.txt")})) {
            QFile file(QDir(folder).filePath(name));
            if (file.open(QIODevice::ReadOnly))
                all.append(QString::fromUtf8(file.readAll()));
        }
    }
    const QStringList pieces = {u"Jamie Vardy "_qs, u"Vardy "_qs, u"Jamie-Vardy "_qs, u"Tomás Vardy "_qs, u"van Dijk "_qs,
                                u"Virgil van Dijk "_qs, u"Dijk. "_qs, u"Brendan Rodgers "_qs, u"Rodgers' side "_qs, u"boss "_qs,
                                u"Leicester "_qs, u"scored. "_qs, u"O'Shea "_qs, u"Kane's "_qs, u"Harry Kane "_qs, u"Kane\n"_qs,
                                u"Ashford Rovers "_qs, u"Ashford "_qs, u"referee Anthony Taylor "_qs, u"Taylor "_qs, u"and "_qs,
                                u"Müller "_qs, u"Thomas Müller "_qs, u"ÖZIL "_qs, u"Mesut Özil "_qs, u", "_qs};
    all += Test::mixes(pieces, 3000, 14);
    return all;
}

struct Resolved {
    QList<Entity> entities;
    int lastWordsTold = 0;
    int lastWordsWrong = 0; ///< told with a size or hash other than the fold's last word's
};

// The text's entities; `withHashes`: as the extractor runs, with the shared word hashes.
Resolved resolve(const QString &text, const Gazetteer &gazetteer, bool withHashes)
{
    AnnotationSet annotations;
    std::vector<std::size_t> hashes;
    ExtractionContext context{text, Tokenizer::tokenize(text, hashes), {}, {}, {}, {}, annotations};
    context.sentences = SentenceSplitter::split(text, context.tokens);
    const WordHashes words(text, context.tokens, std::move(hashes));
    if (withHashes)
        context.words = &words;
    MentionFinder(gazetteer, *Lexicon::builtIn()).find(context);
    Resolved resolved;
    for (const RawMention &mention : std::as_const(context.mentions)) {
        if (!mention.lastWordSize)
            continue;
        const QStringView last = mention.folded.sliced(mention.folded.lastIndexOf(QLatin1Char(' ')) + 1);
        ++resolved.lastWordsTold;
        if (mention.lastWordSize != last.size() || words.at(mention.endToken - 1) != WordTable::hashOf(toU16View(last)))
            ++resolved.lastWordsWrong;
    }
    EntityResolver(gazetteer).resolve(context);
    resolved.entities = annotations.entities;
    return resolved;
}

} // namespace

class LastWordsTest : public QObject
{
    Q_OBJECT
private slots:
    void lastWordsToldAsTheFoldsHaveThem()
    {
        const auto gazetteer = Gazetteer::builtIn();
        int told = 0;
        for (const QString &text : texts()) {
            const Resolved withHashes = resolve(text, *gazetteer, true);
            QCOMPARE(withHashes.lastWordsWrong, 0);
            told += withHashes.lastWordsTold;
            const Resolved without = resolve(text, *gazetteer, false);
            QCOMPARE(withHashes.entities, without.entities);
        }
        QVERIFY2(told > 2000, qPrintable(QString::number(told))); // the fast way was taken often
    }
};

QTEST_APPLESS_MAIN(LastWordsTest)
#include "lastwords_test.moc"
