#include "documentloader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QCryptographicHash>
#include <QTest>

using namespace Touchline;

class DocumentLoaderTest : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write fixture %s", qPrintable(path));
        return path;
    }

    static QString errorOf(const std::variant<Document, LoadError> &result)
    {
        const auto *error = std::get_if<LoadError>(&result);
        return error ? error->message() : QString();
    }

private slots:
    void loadsPlainTextWithHashAndSize()
    {
        const QByteArray bytes = "Harbour City 2-1 Ashford Rovers\r\n\r\nA late winner.\r\n";
        const auto result = DocumentLoader().load(write(QStringLiteral("report.txt"), bytes));
        QVERIFY2(std::holds_alternative<Document>(result), qPrintable(errorOf(result)));
        const Document &document = std::get<Document>(result);
        QCOMPARE(document.text, QStringLiteral("Harbour City 2-1 Ashford Rovers\n\nA late winner.\n"));
        QCOMPARE(document.info.size, bytes.size());
        QCOMPARE(document.info.sha256.size(), 64);
        QCOMPARE(document.info.name, QStringLiteral("report.txt"));
        QCOMPARE(document.title(), QStringLiteral("Harbour City 2-1 Ashford Rovers"));
        QVERIFY(document.warnings.isEmpty());
    }

    void titleIsTheFirstLineWithText()
    {
        Document document;
        document.info.name = QStringLiteral("match.txt");
        QCOMPARE(document.title(), QStringLiteral("match.txt")); // no text
        document.text = QStringLiteral("\n  \n\t\n");
        QCOMPARE(document.title(), QStringLiteral("match.txt")); // only blank lines
        document.text = QStringLiteral("\n   \n  Ashford Rovers 3-0 Kingsbridge  \nSecond line\n");
        QCOMPARE(document.title(), QStringLiteral("Ashford Rovers 3-0 Kingsbridge"));
        document.text = QStringLiteral("  Full time at the Riverside");
        QCOMPARE(document.title(), QStringLiteral("Full time at the Riverside")); // no newline at all
        document.text = QStringLiteral("\n") + QString(400, QLatin1Char('x')) + QStringLiteral("\nrest");
        QCOMPARE(document.title(), QString(160, QLatin1Char('x')));
    }

    void skipsTheDigestOnlyWhenAsked()
    {
        const QByteArray bytes = "Harbour City 2-1 Ashford Rovers\n";
        const QString path = write(QStringLiteral("digest.txt"), bytes);
        const auto hashed = DocumentLoader().load(path);
        const auto skipped = DocumentLoader(DocumentLoader::defaultMaxBytes, DocumentLoader::Digest::Skip).load(path);
        QVERIFY(std::holds_alternative<Document>(hashed) && std::holds_alternative<Document>(skipped));
        QCOMPARE(std::get<Document>(hashed).info.sha256, QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        QVERIFY(std::get<Document>(skipped).info.sha256.isEmpty());
        QCOMPARE(std::get<Document>(skipped).text, std::get<Document>(hashed).text);
    }

    void stripsByteOrderMark()
    {
        const auto result = DocumentLoader().fromBytes("\xEF\xBB\xBFGoal!", QStringLiteral("bom.txt"));
        QCOMPARE(std::get<Document>(result).text, QStringLiteral("Goal!"));
    }

    void refusesMissingFileNamingIt()
    {
        const QString path = m_dir.filePath(QStringLiteral("nope.txt"));
        const QString message = errorOf(DocumentLoader().load(path));
        QVERIFY(message.startsWith(path));
        QVERIFY(message.contains(QLatin1String("no such file")));
    }

    void refusesFolder()
    {
        QVERIFY(errorOf(DocumentLoader().load(m_dir.path())).contains(QLatin1String("folder")));
    }

    void refusesBinary()
    {
        QByteArray elf("\x7F" "ELF\x02\x01\x01", 7);
        elf.append(QByteArray(64, '\0'));
        const QString message = errorOf(DocumentLoader().load(write(QStringLiteral("program.txt"), elf)));
        QVERIFY2(message.contains(QLatin1String("binary")), qPrintable(message));
    }

    void refusesOversizedFile()
    {
        const QString path = write(QStringLiteral("big.txt"), QByteArray(2048, 'a'));
        QVERIFY(errorOf(DocumentLoader(1024).load(path)).contains(QLatin1String("too large")));
    }

    void decodesInvalidUtf8AndWarns()
    {
        const auto result = DocumentLoader().fromBytes("Kan\xFF" "e scored", QStringLiteral("bad.txt"));
        const Document &document = std::get<Document>(result);
        QCOMPARE(document.text, QStringLiteral("Kan\uFFFDe scored"));
        QCOMPARE(document.warnings.size(), 1);
        QVERIFY(document.warnings.first().contains(QLatin1String("bad.txt")));
        QVERIFY(document.warnings.first().contains(QLatin1String("UTF-8")));
    }

    // Chunk boundaries fall everywhere in this text (chunks of 1 to 9 bytes), inside two-, three- and
    // four-byte sequences, beside invalid bytes and an inner U+FEFF: the chunked load must give exactly
    // what one decode of the whole gives, digest included.
    void chunkedLoadEqualsTheWholeDecode()
    {
        QByteArray bytes;
        for (int i = 0; i < 40; ++i)
            bytes += "M\xC3\xBCller \xE2\x80\x94 45+2' \xF0\x9F\x8F\x86 \xEF\xBB\xBF" + QByteArray::number(i) + (i % 7 == 0 ? "\xFF\x80" : "") + "\r\n";
        bytes += "\xE2\x80"; // cut short at the end
        const QString path = write(QStringLiteral("chunks.txt"), bytes);
        const Document whole = std::get<Document>(DocumentLoader().load(path));
        QVERIFY(whole.text.contains(u"M\u00FCller \u2014 45+2' \U0001F3C6 \uFEFF39"));
        QVERIFY(whole.text.endsWith(QChar::ReplacementCharacter));
        QCOMPARE(whole.warnings.size(), 1);
        for (int chunk = 1; chunk <= 9; ++chunk) {
            DocumentLoader loader;
            loader.setChunkBytes(chunk);
            LoadProgress progress;
            QCOMPARE(progress.fraction(), 0.0);
            const auto result = loader.load(path, &progress);
            QVERIFY2(std::holds_alternative<Document>(result), qPrintable(errorOf(result)));
            const Document &document = std::get<Document>(result);
            QCOMPARE(document.text, whole.text);
            QCOMPARE(document.warnings, whole.warnings);
            QCOMPARE(document.info.sha256, QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
            QCOMPARE(progress.fraction(), 1.0);
        }
    }

    void cancelledLoadSaysSoAndNamesTheFile()
    {
        const QString path = write(QStringLiteral("cancelled.txt"), QByteArray(1000, 'a'));
        LoadProgress progress;
        progress.cancel();
        const auto result = DocumentLoader().load(path, &progress);
        const auto *error = std::get_if<LoadError>(&result);
        QVERIFY(error);
        QVERIFY(error->cancelled);
        QVERIFY(error->message().contains(path));
        QVERIFY(error->reason.contains(QLatin1String("cancelled")));
        // A failure is not a cancellation.
        const auto missing = DocumentLoader().load(m_dir.filePath(QStringLiteral("missing.txt")), &progress);
        QVERIFY(!std::get<LoadError>(missing).cancelled);
    }

    void loadsEmptyFile()
    {
        const auto result = DocumentLoader().load(write(QStringLiteral("empty.txt"), QByteArray()));
        QVERIFY(std::get<Document>(result).text.isEmpty());
    }

    void reducesHtmlToVisibleText()
    {
        const QByteArray html = "<html><head><title>City win</title><style>p{}</style></head><body>"
                                "<h1>City&nbsp;2&ndash;1 Rovers</h1><p>Kane&#8217;s goal <b>won</b> it.</p>"
                                "<script>var x = '<p>';</script><p>Next.</p></body></html>";
        const Document document = std::get<Document>(DocumentLoader().fromBytes(html, QStringLiteral("a.html")));
        QCOMPARE(document.format, Document::Format::Html);
        QCOMPARE(document.text, QStringLiteral("City win\n\nCity 2\u20131 Rovers\n\nKane\u2019s goal won it.\n\nNext."));
    }

    void reducesMarkdownToVisibleText()
    {
        const QByteArray markdown = "# City 2-1 Rovers\n\n**Kane** scored, see [the table](https://example.org/t).\n\n- first_name stays\n";
        const Document document = std::get<Document>(DocumentLoader().fromBytes(markdown, QStringLiteral("a.md")));
        QCOMPARE(document.format, Document::Format::Markdown);
        QCOMPARE(document.text, QStringLiteral("City 2-1 Rovers\n\nKane scored, see the table.\n\nfirst_name stays"));
    }
};

QTEST_GUILESS_MAIN(DocumentLoaderTest)
#include "documentloader_test.moc"
