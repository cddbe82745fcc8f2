require 'json'

# A simple bank account.
class Account
  attr_reader :balance

  def initialize(owner, balance = 0)
    @owner = owner
    @balance = balance
  end

  def deposit(amount)
    raise ArgumentError, "amount must be positive" if amount <= 0
    @balance += amount
    self
  end

  def to_s
    "#{@owner}: #{@balance}"
  end
end

account = Account.new("Ada", 100)
[10, 20, 30].each do |amount|
  account.deposit(amount)
end
puts account.to_s
puts({ owner: "Ada", total: account.balance }.to_json)
