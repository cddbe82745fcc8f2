#import <Foundation/Foundation.h>

// A small counter class.
@interface Counter : NSObject
@property (nonatomic, assign) NSInteger value;
- (void)increment;
@end

@implementation Counter

- (instancetype)init {
    self = [super init];
    if (self) {
        _value = 0;
    }
    return self;
}

- (void)increment {
    self.value += 1;
    NSLog(@"value is now %ld", (long)self.value);
}

@end

int main(int argc, const char *argv[]) {
    @autoreleasepool {
        Counter *counter = [[Counter alloc] init];
        for (int i = 0; i < 3; i++) {
            [counter increment];
        }
    }
    return 0;
}
