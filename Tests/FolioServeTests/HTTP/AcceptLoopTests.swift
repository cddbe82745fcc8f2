import FlyingSocks
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioServe

/// The accept loop survives failed accepts (FlyingSocks' own sequence ends at the first one) and makes room
/// only when descriptors ran out.
@Suite struct AcceptLoopTests {
    final class Script: @unchecked Sendable {
        var steps: [Result<Int, any Error>]
        var served: [Int] = []
        var roomsMade = 0
        init(_ steps: [Result<Int, any Error>]) { self.steps = steps }
    }

    static func failure(_ code: Int32) -> any Error {
        SocketError.failed(type: "Accept", errno: code, message: String(cString: strerror(code)))
    }

    @Test func failedAcceptsAreRetriedAndRunningOutOfDescriptorsMakesRoom() async {
        await offTheCooperativePool { await retriesAndMakesRoom() }
    }

    func retriesAndMakesRoom() async {
        let script = Script([.success(1), .failure(Self.failure(EMFILE)), .failure(Self.failure(ECONNABORTED)),
                             .success(2), .failure(Self.failure(ENFILE)), .success(3)])
        let task = Task(executorPreference: PreviewServer.executor) {
            await AcceptLoop.run(accept: {
                if script.steps.isEmpty { try await Task.sleep(nanoseconds: 60_000_000_000) }
                return try script.steps.removeFirst().get()
            }, makeRoom: {
                script.roomsMade += 1
                return true
            }, serve: { script.served.append($0) })
        }
        let served = await eventually(timeout: 60) { script.served.count == 3 }
        task.cancel()
        await task.value
        #expect(served)
        #expect(script.served == [1, 2, 3])
        #expect(script.roomsMade == 2, "EMFILE and ENFILE make room; ECONNABORTED does not")
    }

    @Test func cancellationEndsTheLoopEvenWhileAcceptKeepsFailing() async {
        await offTheCooperativePool { await endsOnCancellation() }
    }

    func endsOnCancellation() async {
        let attempts = LockedValue(0)
        let task = Task(executorPreference: PreviewServer.executor) {
            await AcceptLoop.run(accept: { () async throws -> Int in
                attempts.update { $0 += 1 }
                throw Self.failure(EBADF)
            }, makeRoom: { false }, serve: { _ in })
        }
        _ = await eventually(timeout: 60) { attempts.get() >= 3 }
        task.cancel()
        await task.value
        #expect(attempts.get() >= 3)
    }

    @Test func theRetryPauseGrowsToATenthOfASecondAndIsShortAfterRoomWasMade() {
        #expect(AcceptLoop.pause(afterFailures: 1, freedRoom: true) == 1_000_000)
        #expect(AcceptLoop.pause(afterFailures: 1, freedRoom: false) == 5_000_000)
        #expect(AcceptLoop.pause(afterFailures: 2, freedRoom: false) == 10_000_000)
        #expect(AcceptLoop.pause(afterFailures: 50, freedRoom: false) == 100_000_000)
        #expect(AcceptLoop.isExhaustion(Self.failure(EMFILE)))
        #expect(!AcceptLoop.isExhaustion(Self.failure(ECONNABORTED)))
        #expect(!AcceptLoop.isExhaustion(CancellationError()))
    }
}
