// Search keys in the browser, identical to the Swift `SearchStemmer` that
// builds the index: lowercase (NFC), stem by the page's language, then fold
// diacritics as search does. en, de, ru: Snowball's published stemmers
// (Snowball 3); cs: Dolamic & Savoy's light stemmer on the folded word.
// Words are arrays of code points (Array.from), as Swift works on scalars.
var WorkbookStemmer = (function () {
  "use strict";

  var EXTRA = { "ß": "ss", "ł": "l", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe", "ı": "i" };
  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[ßłøđæœı]/g, function (c) { return EXTRA[c]; });
  }

  // --- Operations on a word `w` (an array of one-letter strings) ---------

  function set(letters) {
    var s = {};
    Array.from(letters).forEach(function (c) { s[c] = true; });
    return s;
  }
  function has(group, c) { return c !== undefined && group[c] === true; }
  function endsWith(w, suffix, end) {
    if (end === undefined) end = w.length;
    var s = Array.from(suffix), start = end - s.length;
    if (start < 0) return false;
    for (var i = 0; i < s.length; i++) if (w[start + i] !== s[i]) return false;
    return true;
  }
  // Snowball's `among`: the longest suffix of w[0..end) from `table`
  // (suffix → action), starting at or after `floor`.
  function among(table, w, end, floor) {
    if (end === undefined) end = w.length;
    var best = null;
    for (var suffix in table) {
      var n = Array.from(suffix).length;
      if ((best === null || n > best.length) && end - n >= (floor || 0) && endsWith(w, suffix, end)) {
        best = { start: end - n, length: n, action: table[suffix] };
      }
    }
    return best;
  }
  function replaceFrom(w, start, text) { w.splice.apply(w, [start, w.length - start].concat(Array.from(text))); }
  function firstIndex(w, from, test) {
    for (var i = from; i < w.length; i++) if (test(w[i])) return i;
    return -1;
  }
  function containsBefore(w, end, group) {
    for (var i = 0; i < end; i++) if (has(group, w[i])) return true;
    return false;
  }
  function table(actions) { // { action: "suffix suffix …" } → { suffix: action }
    var t = {};
    Object.keys(actions).forEach(function (a) { actions[a].split(" ").forEach(function (s) { t[s] = a; }); });
    return t;
  }
  // R1-style region: after the first non-vowel that follows a vowel, from `from`.
  function region(w, from, vowels) {
    var v = firstIndex(w, from, function (c) { return has(vowels, c); });
    if (v < 0) return w.length;
    var c = firstIndex(w, v + 1, function (x) { return !has(vowels, x); });
    return c < 0 ? w.length : c + 1;
  }

  // --- English (Porter2) --------------------------------------------------

  var EN = {
    v: set("aeiouy"), vWXY: set("aeiouywxY"), li: set("cdeghkmnrt"), aeo: set("aeo"),
    exceptions: { skis: "ski", skies: "sky", idly: "idl", gently: "gentl", ugly: "ugli", early: "earli",
      only: "onli", singly: "singl", sky: "sky", news: "news", howe: "howe", atlas: "atlas",
      cosmos: "cosmos", bias: "bias", andes: "andes" },
    prefixes: ["arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers"],
    step1a: { sses: "ss", ied: "ies", ies: "ies", ss: "", us: "", s: "s" },
    step1b: table({ eed: "eed eedly", ed: "ed edly ingly", ing: "ing" }),
    step2: { tional: "tion", enci: "ence", anci: "ance", abli: "able", entli: "ent", izer: "ize",
      ization: "ize", ational: "ate", ation: "ate", ator: "ate", alism: "al", aliti: "al", alli: "al",
      fulness: "ful", fulli: "ful", ousli: "ous", ousness: "ous", iveness: "ive", iviti: "ive",
      biliti: "ble", bli: "ble", ogist: "og", ogi: "<ogi>", lessli: "less", li: "<li>" },
    step3: { tional: "tion", ational: "ate", alize: "al", icate: "ic", iciti: "ic", ical: "ic",
      ful: "", ness: "", ative: "<ative>" },
    step4: table({ del: "al ance ence er ic able ible ant ement ment ent ism ate iti ous ive ize", ion: "ion" })
  };

  function shortSyllable(w, end) {
    var v = EN.v;
    if (end >= 3 && !has(EN.vWXY, w[end - 1]) && has(v, w[end - 2]) && !has(v, w[end - 3])) return true;
    if (end === 2 && !has(v, w[1]) && has(v, w[0])) return true;
    return endsWith(w, "past", end);
  }

  function english(w) {
    var word = w.join(""), v = EN.v, m, i;
    if (EN.exceptions.hasOwnProperty(word)) return Array.from(EN.exceptions[word]);
    if (w.length < 3) return w;
    // prelude
    if (w[0] === "'") w.shift();
    var foundY = false;
    if (w[0] === "y") { w[0] = "Y"; foundY = true; }
    for (i = 1; i < w.length; i++) if (w[i] === "y" && has(v, w[i - 1])) { w[i] = "Y"; foundY = true; }
    // regions
    var r1, r2, prefix = null;
    EN.prefixes.forEach(function (p) { if (w.slice(0, p.length).join("") === p) prefix = p; });
    r1 = prefix ? prefix.length : region(w, 0, v);
    r2 = region(w, r1, v);
    // step 1a
    m = among({ "'s'": 1, "'s": 1, "'": 1 }, w);
    if (m) w.length = m.start;
    m = among(EN.step1a, w);
    if (m) {
      if (m.action === "ss") replaceFrom(w, m.start, "ss");
      else if (m.action === "ies") replaceFrom(w, m.start, m.start >= 2 ? "i" : "ie");
      else if (m.action === "s" && m.start >= 1 && containsBefore(w, m.start - 1, v)) w.length = m.start;
    }
    // step 1b
    m = among(EN.step1b, w);
    step1b: if (m) {
      var start = m.start, before = w.slice(0, start).join("");
      if (m.action === "eed") {
        if (start >= r1 && ["succ", "proc", "exc"].indexOf(before) < 0) replaceFrom(w, start, "ee");
        break step1b;
      }
      if (m.action === "ing") {
        if (start === 2 && w[1] === "y" && !has(v, w[0])) { replaceFrom(w, 1, "ie"); break step1b; }
        if (["even", "cann", "inn", "earr", "herr", "out"].indexOf(before) >= 0) break step1b;
      }
      if (!containsBefore(w, start, v)) break step1b;
      w.length = start;
      if (endsWith(w, "at") || endsWith(w, "bl") || endsWith(w, "iz")) {
        w.push("e");
      } else if (/^(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(w.slice(-2).join(""))) {
        if (!(w.length === 3 && has(EN.aeo, w[0]))) w.pop();
      } else if (w.length === r1 && shortSyllable(w, w.length)) {
        w.push("e");
      }
    }
    // step 1c
    i = w.length - 1;
    if (i >= 2 && (w[i] === "y" || w[i] === "Y") && !has(v, w[i - 1])) w[i] = "i";
    // step 2
    m = among(EN.step2, w);
    if (m && m.start >= r1) {
      if (m.action === "<ogi>") { if (w[m.start - 1] === "l") replaceFrom(w, m.start, "og"); }
      else if (m.action === "<li>") { if (has(EN.li, w[m.start - 1])) w.length = m.start; }
      else replaceFrom(w, m.start, m.action);
    }
    // step 3
    m = among(EN.step3, w);
    if (m && m.start >= r1) {
      if (m.action !== "<ative>") replaceFrom(w, m.start, m.action);
      else if (m.start >= r2) w.length = m.start;
    }
    // step 4
    m = among(EN.step4, w);
    if (m && m.start >= r2 && (m.action === "del" || w[m.start - 1] === "s" || w[m.start - 1] === "t")) {
      w.length = m.start;
    }
    // step 5
    i = w.length - 1;
    if (w[i] === "e") {
      if (i >= r2 || (i >= r1 && !shortSyllable(w, i))) w.length = i;
    } else if (w[i] === "l") {
      if (i >= r2 && w[i - 1] === "l") w.length = i;
    }
    if (foundY) for (i = 0; i < w.length; i++) if (w[i] === "Y") w[i] = "y";
    return w;
  }

  // --- German -------------------------------------------------------------

  var DE = {
    v: set("aeiouyäöü"), s: set("bdfghklmnrt"), st: set("bdfghklmnt"), et: set("Udfgklmnrstzä"),
    step1: table({ em: "em", del: "ern er erin erinnen", e: "e en es", s: "s", ln: "ln lns" }),
    step2: table({ del: "en er est", st: "st", et: "et" }),
    keepET: table({ keep: "tick plan geordn intern tr" }),
    step3: table({ endUng: "end ung", igIk: "ig ik isch", lichHeit: "lich heit", keit: "keit" }),
    postlude: { Y: "y", U: "u", "ü": "u", "ä": "a", "ö": "o" }
  };

  function german(w) {
    var v = DE.v, i, m;
    // prelude: u, y between vowels are consonants; ß, ae, oe, ue (not in qu)
    for (i = 1; i + 1 < w.length; i++) {
      if ((w[i] === "u" || w[i] === "y") && has(v, w[i - 1]) && has(v, w[i + 1])) w[i] = w[i].toUpperCase();
    }
    var out = [];
    for (i = 0; i < w.length; i++) {
      var c = w[i], next = w[i + 1];
      if (c === "ß") out.push("s", "s");
      else if (next === "e" && (c === "a" || c === "o" || c === "u")) { out.push({ a: "ä", o: "ö", u: "ü" }[c]); i++; }
      else if (c === "q" && next === "u") { out.push("q", "u"); i++; }
      else out.push(c);
    }
    w = out;
    // regions
    var r1 = w.length, r2 = w.length;
    if (w.length >= 3) {
      var vowel = firstIndex(w, 0, function (x) { return has(v, x); });
      var cons = vowel < 0 ? -1 : firstIndex(w, vowel + 1, function (x) { return !has(v, x); });
      if (cons >= 0) { r1 = Math.max(cons + 1, 3); r2 = region(w, cons + 1, v); }
    }
    // step 1
    m = among(DE.step1, w);
    if (m && m.start >= r1) {
      var a = m.action;
      if (a === "em") { if (!endsWith(w, "syst", m.start)) w.length = m.start; }
      else if (a === "del") w.length = m.start;
      else if (a === "e") { w.length = m.start; if (endsWith(w, "niss")) w.pop(); }
      else if (a === "s") { if (has(DE.s, w[m.start - 1])) w.length = m.start; }
      else replaceFrom(w, m.start, "l");
    }
    // step 2
    m = among(DE.step2, w);
    if (m && m.start >= r1) {
      if (m.action === "del") w.length = m.start;
      else if (m.action === "st") { if (has(DE.st, w[m.start - 1]) && m.start - 1 >= 3) w.length = m.start; }
      else if (has(DE.et, w[m.start - 1]) && !among(DE.keepET, w, m.start)) w.length = m.start;
    }
    // step 3
    m = among(DE.step3, w);
    if (m && m.start >= r2) {
      if (m.action === "endUng") {
        w.length = m.start;
        var ig = w.length - 2;
        if (endsWith(w, "ig") && w[ig - 1] !== "e" && ig >= r2) w.length = ig;
      } else if (m.action === "igIk") {
        if (w[m.start - 1] !== "e") w.length = m.start;
      } else if (m.action === "lichHeit") {
        w.length = m.start;
        var b = among({ er: 1, en: 1 }, w);
        if (b && b.start >= r1) w.length = b.start;
      } else {
        w.length = m.start;
        var k = among({ ig: 1, lich: 1 }, w);
        if (k && k.start >= r2) w.length = k.start;
      }
    }
    m = among({ "'": 1, "'s": 1, "'sch": 1 }, w);
    if (m && m.start >= 2) w.length = m.start;
    return w.map(function (x) { return DE.postlude[x] || x; });
  }

  // --- Russian ------------------------------------------------------------

  function groups(one, two) { return table({ 1: one, 2: two }); }
  var RU = {
    v: set("аеиоуыэюя"),
    gerund: groups("в вши вшись", "ив ыв ивши ывши ившись ывшись"),
    reflexive: table({ 1: "ся сь" }),
    adjective: table({ 1: "ее ие ое ые ими ыми ей ий ой ый ем им ом ым его ого ему ому их ых ею ою ую юю ая яя" }),
    participle: groups("ем нн вш ющ щ", "ивш ывш ующ"),
    verb: groups("ла на ете йте ли й л ем н ло но ет ют ны ть ешь нно",
      "ила ыла ена ейте уйте ите или ыли ей уй ил ыл им ым ен ило ыло ено ят ует уют ит ыт ены ить ыть ишь ую ю"),
    noun: table({ 1: "а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у иях ях ах ы ь ию ью ю ия ья я" }),
    derivational: table({ 1: "ост ость" }),
    tidy: table({ sup: "ейш ейше", n: "н", soft: "ь" })
  };

  function russian(w) {
    var v = RU.v, i, m;
    for (i = 0; i < w.length; i++) if (w[i] === "ё") w[i] = "е";
    var vowel = firstIndex(w, 0, function (x) { return has(v, x); });
    var rv = vowel < 0 ? w.length : vowel + 1;
    var r2 = vowel < 0 ? w.length : region(w, region(w, rv - 1, v), v);
    function grouped(t) {
      var g = among(t, w, w.length, rv);
      if (!g) return null;
      if (g.action === "1" && !(g.start - 1 >= rv && (w[g.start - 1] === "а" || w[g.start - 1] === "я"))) return null;
      return g;
    }
    m = grouped(RU.gerund);
    if (m) {
      w.length = m.start;
    } else {
      m = among(RU.reflexive, w, w.length, rv);
      if (m) w.length = m.start;
      if ((m = among(RU.adjective, w, w.length, rv))) {
        w.length = m.start;
        if ((m = grouped(RU.participle))) w.length = m.start;
      } else if ((m = grouped(RU.verb)) || (m = among(RU.noun, w, w.length, rv))) {
        w.length = m.start;
      }
    }
    if (w.length - 1 >= rv && w[w.length - 1] === "и") w.pop();
    m = among(RU.derivational, w, w.length, rv);
    if (m && m.start >= r2) w.length = m.start;
    m = among(RU.tidy, w, w.length, rv);
    if (m) {
      if (m.action === "sup") {
        w.length = m.start;
        if (w.length - 2 >= rv && endsWith(w, "нн")) w.pop();
      } else if (m.action === "n") {
        if (m.start - 1 >= rv && w[m.start - 1] === "н") w.pop();
      } else {
        w.pop();
      }
    }
    return w;
  }

  // --- Czech: Dolamic & Savoy light stemmer, on the folded word -----------

  // The published endings, folded like the word (ům → um, ých → ych, …).
  var CS = {
    cases: [
      [7, "atech"],
      [6, "ětem etem atům"],
      [5, "ech ich ích ého ěmi emi ému ěte ete ěti eti ího iho ími ímu imu ách ata aty ých ama ami ové ovi ými"],
      [4, "em es ém ím ům at ám os us ým mi ou"]
    ].map(function (rule) { return [rule[0], fold(rule[1]).split(" ")]; }),
    vowels: set(fold("aeiouůyáéíýě")), possessives: fold("ov in ův").split(" ")
  };

  function czech(w) {
    var n = w.length, done = false;
    CS.cases.forEach(function (rule) {
      if (done || n <= rule[0]) return;
      rule[1].forEach(function (e) { if (!done && endsWith(w, e)) { w.length = n - e.length; done = true; } });
    });
    if (!done && n > 3 && has(CS.vowels, w[n - 1])) w.pop();
    if (w.length > 5 && CS.possessives.some(function (e) { return endsWith(w, e); })) w.length -= 2;
    var last = w.length - 1;
    if (last < 0) return w;
    if (endsWith(w, "ct")) replaceFrom(w, last - 1, "ck");
    else if (endsWith(w, "st")) replaceFrom(w, last - 1, "sk");
    else if (w[last] === "c") w[last] = "k";
    else if (w[last] === "z") w[last] = "h";
    else if (last >= 1 && w[last - 1] === "e") { w[last - 1] = w[last]; w.pop(); }
    else if (last >= 2 && w[last - 1] === "u") w[last - 1] = "o";
    return w;
  }

  // --- Entry points ---------------------------------------------------------

  var STEMMERS = { en: english, de: german, ru: russian, cs: czech };

  // The stem before folding (Czech is stemmed folded).
  function stem(word, lang) {
    var text = word.toLowerCase().normalize("NFC");
    if (lang === "cs") text = fold(text);
    var stemmer = STEMMERS[lang];
    return stemmer ? stemmer(Array.from(text)).join("") : text;
  }

  // The search key: what the index stores and the query is compared with.
  function key(word, lang) { return fold(stem(word, lang)); }

  // The words of a text as search splits it: letters and numbers, with
  // combining marks kept inside a word; not folded.
  function words(text) { return text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) || []; }

  return { key: key, stem: stem, words: words, fold: fold };
})();
