// The game the whole-game tests play: Radjabov - Carlsen (0-1), from the corpus
// (../shared/corpora/pgn/Carlsen.pgn): 40 moves, captures, checks, castling on both wings (White
// long, Black short) and a promotion (38...e1=Q); White resigns.
#pragma once

namespace twinboard::test {

constexpr const char* kRadjabovCarlsen =
    "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 g6 Be3 Bg7 f3 Nc6 Qd2 O-O Bc4 Bd7 Bb3 Rc8 h4 h5 O-O-O Ne5 Bg5 Rc5 Kb1 "
    "Re8 g4 hxg4 h5 Nxh5 Rxh5 gxh5 Qh2 Ng6 Qxh5 Qa5 f4 Rxg5 fxg5 e6 Nf5 exf5 Qxg6 Be6 Qh5 fxe4 Rf1 Qe5 Rxf7 Bxb3 "
    "axb3 g3 Ka2 Rf8 Rxf8+ Kxf8 Qg4 e3 g6 e2 Qf3+ Ke8 Qf7+ Kd8 Qg8+ Kd7 Qf7+ Qe7 Qf5+ Kd8 Qa5+ b6 Qd5 e1=Q Qa8+ "
    "Kd7 Qb7+ Ke8";

}  // namespace twinboard::test
